import { AREA_KEYS, CONTACTS_MAX, CONTACTS_MIN, TEXT_MAX_LENGTH } from '@vision/config';

// A vision proposal sent by a visitor. Written only through POST /api/leads/create; the
// attachment itself lives in private storage, this row keeps its metadata and storage key.
// No raw IP address is stored: privacy law counts it as personal data.
export default {
  kind: 'collectionType',
  collectionName: 'leads',
  info: {
    singularName: 'lead',
    pluralName: 'leads',
    displayName: 'הצעות חזון',
    description: 'ההצעות שהגישו מבקרי האתר',
  },
  options: { draftAndPublish: false },
  pluginOptions: { i18n: { localized: false } },
  // Real unique indexes: Strapi checks `unique` only in its own services, not under concurrency.
  indexes: [
    { name: 'leads_reference_unique', columns: ['reference'], type: 'unique' },
    { name: 'leads_idempotency_key_unique', columns: ['idempotency_key'], type: 'unique' },
    { name: 'leads_created_at_idx', columns: ['created_at'] },
  ],
  attributes: {
    reference: { type: 'string', required: true, unique: true, maxLength: 32 },
    visionPresenters: { type: 'text', required: true, maxLength: TEXT_MAX_LENGTH.visionPresenters },
    contacts: {
      type: 'component',
      repeatable: true,
      required: true,
      min: CONTACTS_MIN,
      max: CONTACTS_MAX,
      component: 'lead.contact',
    },
    visionSubmissionArea: { type: 'enumeration', enum: [...AREA_KEYS], required: true },
    confirmation: { type: 'boolean', required: true, default: false },
    attachmentName: { type: 'string', maxLength: TEXT_MAX_LENGTH.fileName },
    attachmentType: { type: 'string', maxLength: 100 },
    attachmentSize: { type: 'integer' },
    // `visible: false` keeps a storage detail out of the Content Manager altogether: its edit view,
    // its list columns and its filters (which offer every attribute the schema shows it).
    attachmentSha256: { type: 'string', maxLength: 64, visible: false },
    attachmentKey: { type: 'string', private: true, maxLength: 100, visible: false },
    idempotencyKey: { type: 'string', private: true, unique: true, maxLength: 100, visible: false },
    recaptchaScore: { type: 'decimal' },
    // The contacts again, for the export: lib/leads/contacts-snapshot.ts.
    contactsSnapshot: { type: 'text', private: true, visible: false },
  },
};
