import { MODEL_NAMES } from '@vision/config';
import { INTAKE_ATTRIBUTES } from '../../../lead/content-types/lead/schema';

// A submission whose bot-check score was too low: refused, but kept with its file so a Leads
// manager can review it and accept it into the leads or discard it. Nothing is silently lost. It
// has what the intake wrote, not a lead's review: that starts once it is accepted.
export default {
  kind: 'collectionType',
  collectionName: 'quarantined_leads',
  info: {
    singularName: 'quarantined-lead',
    pluralName: 'quarantined-leads',
    displayName: MODEL_NAMES['api::quarantined-lead.quarantined-lead'].he,
    description: 'הגשות שנחסמו בבדיקת הבוטים וממתינות לבדיקה',
  },
  options: { draftAndPublish: false },
  pluginOptions: { i18n: { localized: false } },
  indexes: [
    { name: 'quarantined_leads_reference_unique', columns: ['reference'], type: 'unique' },
    { name: 'quarantined_leads_file_scan_idx', columns: ['file_scan'] },
  ],
  attributes: {
    ...INTAKE_ATTRIBUTES,
    reason: { type: 'string', maxLength: 50 },
  },
};
