import { AUDIT_ACTIONS, MODEL_NAMES } from '@vision/config';

// The audit trail: who exported leads, opened an attachment, accepted a quarantined attempt,
// changed a lead's review (status, reviewer: details `{ before, after }`) or added a note to it
// (details `{ noteId, length }`, never the text), erased a person's data or exported it for them
// (details: the counts, never the address or reference), and what the retention job deleted
// (details: the counts), each malware scan's verdict on a file (details `{ verdict, signature }`:
// ClamAV's signature name), and when. Written only by the server
// (services/audit-trail.ts); there are no routes for it, and in the panel only super admins may
// read it, never change it. The actions are config's (config/src/audit.ts), which the panel names too.
export default {
  kind: 'collectionType',
  collectionName: 'audit_entries',
  info: {
    singularName: 'audit-entry',
    pluralName: 'audit-entries',
    displayName: MODEL_NAMES['api::audit-entry.audit-entry'].he,
    description: 'מי ייצא הצעות, הוריד קובץ מצורף או קיבל הגשה מההסגר, ומתי',
  },
  options: { draftAndPublish: false },
  pluginOptions: { i18n: { localized: false } },
  indexes: [{ name: 'audit_entries_created_at_idx', columns: ['created_at'] }],
  attributes: {
    action: { type: 'enumeration', enum: [...AUDIT_ACTIONS], required: true },
    actor: { type: 'string', required: true, maxLength: 255 },
    leadReference: { type: 'string', maxLength: 32 },
    details: { type: 'json' },
  },
};
