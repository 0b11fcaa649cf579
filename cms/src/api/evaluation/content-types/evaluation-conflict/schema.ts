import { CONFLICT_REASON_MAX_LENGTH, MODEL_NAMES } from '@vision/config';

// An evaluator's declared conflict of interest with a lead: kept, so they are never assigned it
// again. Kept out of the panel's Content Manager and builder.
export default {
  kind: 'collectionType',
  collectionName: 'evaluation_conflicts',
  info: {
    singularName: 'evaluation-conflict',
    pluralName: 'evaluation-conflicts',
    displayName: MODEL_NAMES['api::evaluation.evaluation-conflict'].he,
    description: 'הצהרות של מעריכים על ניגוד עניינים עם הצעה',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [{ name: 'evaluation_conflicts_lead_evaluator_idx', columns: ['lead_id', 'evaluator_id'] }],
  attributes: {
    leadId: { type: 'integer', required: true },
    evaluatorId: { type: 'integer', required: true },
    declaredAt: { type: 'datetime', required: true },
    reason: { type: 'text', maxLength: CONFLICT_REASON_MAX_LENGTH },
  },
};
