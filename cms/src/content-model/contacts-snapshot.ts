// Keeps each lead's copies of its contacts (lib/leads/contacts-snapshot.ts) equal to its contact
// components whenever the Document Service writes the lead: the panel, an accepted quarantined attempt.

import type { Core } from '@strapi/strapi';
import { contactCopiesOf, type ContactRow } from '../lib/leads/contacts-snapshot';
import { LEAD_UID } from '../lib/uids';

const REFRESHED_BY = new Set(['create', 'update']);

export const registerContactsSnapshot = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid !== LEAD_UID || !REFRESHED_BY.has(context.action)) return result;
    const id = (result as { id?: number } | null)?.id;
    if (id === undefined) return result;
    const lead = (await strapi.db.query(LEAD_UID).findOne({ where: { id }, populate: ['contacts'] })) as {
      contacts?: ContactRow[];
    } | null;
    if (lead) {
      await strapi.db.query(LEAD_UID).update({ where: { id }, data: contactCopiesOf(lead.contacts ?? []) });
    }
    return result;
  });
};
