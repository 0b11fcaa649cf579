import { ASSIGNMENT_STATES, MODEL_NAMES } from '@vision/config';

// One evaluator's assignment to one lead, and their score of it: the scores and comments by
// criterion key, a draft until submitted; a Leads manager may reopen a submitted one. Written and
// read only through the /api evaluation routes (api/evaluation/services/evaluation-scores.ts),
// kept out of the panel's Content Manager and builder. Ids, not relations: one plain row per
// assignment, so the automatic assignment writes thousands in one statement.
export default {
  kind: 'collectionType',
  collectionName: 'evaluation_assignments',
  info: {
    singularName: 'evaluation-assignment',
    pluralName: 'evaluation-assignments',
    displayName: MODEL_NAMES['api::evaluation.evaluation-assignment'].he,
    description: 'הקצאת הצעה למעריך/ה, והציונים שנתן/ה לה',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [
    // One assignment per lead and evaluator, whoever writes; also a lead's scores from the index.
    { name: 'evaluation_assignments_lead_evaluator_unique', columns: ['lead_id', 'evaluator_id'], type: 'unique' },
    // An evaluator's queue, oldest first, and their load by state.
    { name: 'evaluation_assignments_queue_idx', columns: ['evaluator_id', 'assigned_at', 'id'] },
    { name: 'evaluation_assignments_state_idx', columns: ['evaluator_id', 'state'] },
  ],
  attributes: {
    leadId: { type: 'integer', required: true },
    evaluatorId: { type: 'integer', required: true },
    assignedById: { type: 'integer' },
    assignedAt: { type: 'datetime', required: true },
    state: { type: 'enumeration', enum: [...ASSIGNMENT_STATES], required: true, default: 'assigned' },
    scores: { type: 'json' },
    comments: { type: 'json' },
    submittedAt: { type: 'datetime' },
    reopenedCount: { type: 'integer', default: 0 },
    lastReopenedById: { type: 'integer' },
    lastReopenedAt: { type: 'datetime' },
  },
};
