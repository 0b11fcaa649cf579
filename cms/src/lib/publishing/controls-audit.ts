// The call's controls in the audit trail (issue 22): whoever opens or closes the submissions with
// the switch, or moves the submission window, is recorded with the fields and their new values.
// These act at once when saved (config/src/publishing.ts), so the save is what is recorded.

import type { Core } from '@strapi/strapi';
import { SETTINGS_UID } from '../uids';
import { getService } from '../strapi/services';
import { actorOf } from './versions';

const AUDITED = ['isClosed', 'opensAt', 'closesAt'] as const;

type Controls = Partial<Record<(typeof AUDITED)[number], unknown>>;

const normal = (field: (typeof AUDITED)[number], value: unknown) =>
  field === 'isClosed'
    ? value === true
    : value === null || value === undefined
      ? null
      : new Date(value as string).toISOString();

const draftControls = async (strapi: Core.Strapi) =>
  ((await strapi.db.query(SETTINGS_UID).findOne({ where: { publishedAt: null }, select: [...AUDITED] })) ??
    {}) as Controls;

export const registerControlsAudit = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SETTINGS_UID || context.action !== 'update') return next();
    const before = await draftControls(strapi);
    const result = await next();
    const after = await draftControls(strapi);
    const fields = AUDITED.filter((field) => normal(field, before[field]) !== normal(field, after[field]));
    const { caller } = actorOf(strapi);
    if (fields.length && caller) {
      const details = Object.fromEntries(fields.map((field) => [field, normal(field, after[field])]));
      await getService(strapi, 'audit-trail').record(caller, 'settings-switch', { details: { fields, ...details } });
    }
    return result;
  });
};
