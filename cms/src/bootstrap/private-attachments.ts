// Lead attachments at start: the bot check must be configured (or loudly off outside
// production), and files a crash left without a row are removed.

import type { Core } from '@strapi/strapi';
import { sweepOrphans } from '../api/lead/services/attachment-store';
import { LEAD_UID, QUARANTINE_UID } from '../utils/uids';

export const preparePrivateAttachments = async (strapi: Core.Strapi) => {
  strapi.service('api::lead.recaptcha').assertConfigured();
  await sweepOrphans(strapi, async (names) => {
    const referenced = new Set<string>();
    for (const uid of [LEAD_UID, QUARANTINE_UID]) {
      const rows = await strapi.db
        .query(uid)
        .findMany({ where: { attachmentKey: { $in: names } }, select: ['attachmentKey'] });
      for (const row of rows) referenced.add(row.attachmentKey);
    }
    return referenced;
  });
};
