import { MODEL_NAMES, NOTE_MAX_LENGTH } from '@vision/config';

// The internal notes of a lead's review: append-only (content-model/audit-read-only.ts), written and
// read only through /api/leads/:id/notes, kept out of the panel's Content Manager and builder.
// The author's name is kept as it was when the note was written, so it survives the account; so are
// the names of the colleagues it mentions. A reply names its thread's first note (one level).
export default {
  kind: 'collectionType',
  collectionName: 'lead_notes',
  info: {
    singularName: 'lead-note',
    pluralName: 'lead-notes',
    displayName: MODEL_NAMES['api::lead.lead-note'].he,
    description: 'הערות פנימיות של הבודקים על הצעת חזון',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  // A lead's thread in order, its count and its last note, from the index alone.
  indexes: [{ name: 'lead_notes_lead_id_idx', columns: ['lead_id', 'id'] }],
  attributes: {
    leadId: { type: 'integer', required: true },
    authorId: { type: 'integer' },
    authorName: { type: 'string', maxLength: 255 },
    text: { type: 'text', required: true, maxLength: NOTE_MAX_LENGTH },
    /** The first note of the thread this one answers; null for a note that starts one. */
    replyToId: { type: 'integer' },
    /** The colleagues mentioned, `[{ id, name }]` as they were named when the note was written. */
    mentions: { type: 'json' },
  },
};
