// What may make two leads duplicates: each lead's keys (`file:<sha256>` of its attachment,
// `email:<address>` of each contact, trimmed and in lower case), written with the lead in its
// transaction (lib/leads/match-keys.ts). Leads sharing a key are possible duplicates, found through
// the two indexes, never a scan. Kept out of the panel's Content Manager and builder.

import { MODEL_NAMES } from '@vision/config';
export default {
  kind: 'collectionType',
  collectionName: 'lead_matches',
  info: {
    singularName: 'lead-match',
    pluralName: 'lead-matches',
    displayName: MODEL_NAMES['api::lead.lead-match'].he,
    description: 'הקובץ וכתובות הדואר של כל הצעה, לזיהוי הצעות כפולות',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  // Both directions covered: a lead's keys, and the leads holding a key.
  indexes: [
    { name: 'lead_matches_lead_id_idx', columns: ['lead_id', 'match_key'] },
    { name: 'lead_matches_match_key_idx', columns: ['match_key', 'lead_id'] },
  ],
  attributes: {
    leadId: { type: 'integer', required: true },
    // Text, not a 255-character string: an e-mail address may be 254 characters before its prefix.
    matchKey: { type: 'text', required: true },
  },
};
