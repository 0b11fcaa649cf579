import { CRITERION_DESCRIPTION_MAX_LENGTH, CRITERION_NAME_MAX_LENGTH, MODEL_NAMES } from '@vision/config';

// The rubric: the criteria the committee scores each lead by, in order (`position`), each with its
// weight and whole-number scale. Written and read only through /api/evaluation/rubric, kept out of
// the panel's Content Manager and builder.
export default {
  kind: 'collectionType',
  collectionName: 'evaluation_criteria',
  info: {
    singularName: 'evaluation-criterion',
    pluralName: 'evaluation-criteria',
    displayName: MODEL_NAMES['api::evaluation.evaluation-criterion'].he,
    description: 'הקריטריונים שלפיהם הוועדה מעריכה כל הצעה, משקלם וסולמם',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [{ name: 'evaluation_criteria_key_unique', columns: ['criterion_key'], type: 'unique' }],
  attributes: {
    // `key` alone is a word some databases reserve.
    criterionKey: { type: 'string', required: true, maxLength: 40 },
    name: { type: 'string', required: true, maxLength: CRITERION_NAME_MAX_LENGTH },
    description: { type: 'text', maxLength: CRITERION_DESCRIPTION_MAX_LENGTH },
    weight: { type: 'float', required: true },
    scaleMin: { type: 'integer', required: true },
    scaleMax: { type: 'integer', required: true },
    position: { type: 'integer', required: true },
  },
};
