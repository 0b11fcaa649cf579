import { AREA_KEYS, MODEL_NAMES } from '@vision/config';

// The areas an evaluator is registered for (none: any area), which the automatic assignment may
// keep to. Kept out of the panel's Content Manager and builder.
export default {
  kind: 'collectionType',
  collectionName: 'evaluator_areas',
  info: {
    singularName: 'evaluator-area',
    pluralName: 'evaluator-areas',
    displayName: MODEL_NAMES['api::evaluation.evaluator-area'].he,
    description: 'התחומים שכל מעריך/ה רשום/ה אליהם',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [{ name: 'evaluator_areas_unique', columns: ['evaluator_id', 'area'], type: 'unique' }],
  attributes: {
    evaluatorId: { type: 'integer', required: true },
    area: { type: 'enumeration', enum: [...AREA_KEYS], required: true },
  },
};
