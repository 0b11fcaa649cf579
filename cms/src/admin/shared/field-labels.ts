// A field's name as the Content Manager gives it: the message
// `content-manager.content-types.<uid>.<field>`, its default the layout's label (Hebrew, written by
// src/bootstrap/admin-labels.ts). The list's head and the edit view already name fields so; the
// list's filters take a label as is, so the filter hook hands them the same descriptor.
//
// The Hebrew and English tables for these ids are ../features/field-names/messages.ts, both from
// @vision/config (config/src/panel-fields.ts), the table the server writes its Hebrew from. They
// come together: Strapi falls back to its English messages for an id the Hebrew table lacks, so an
// English name alone would show in the Hebrew panel too (scripts/e2e/scenarios/panel-hebrew.mjs).

import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID } from './uids';

/** The evidence model a list shows, known by its fields (the list hooks are not told the model). */
export const evidenceModelOf = (fields: Record<string, unknown>): string | null => {
  if ('action' in fields && 'actor' in fields && 'leadReference' in fields) return AUDIT_UID;
  if ('kind' in fields && 'recipient' in fields && 'attempts' in fields) return MAIL_JOB_UID;
  if ('visionSubmissionArea' in fields && 'contacts' in fields) return 'reason' in fields ? QUARANTINE_UID : LEAD_UID;
  return null;
};

export const fieldLabel = (uid: string, field: string, label: unknown) => ({
  id: `content-manager.content-types.${uid}.${field}`,
  defaultMessage: typeof label === 'string' && label ? label : field,
});
