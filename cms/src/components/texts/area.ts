import { AREA_KEYS, MODEL_NAMES } from '@vision/config';

// One of the ten vision submission areas: its fixed key, the Hebrew label and the info text
// shown once a visitor selects it.
export default {
  collectionName: 'components_texts_areas',
  info: { displayName: MODEL_NAMES['texts.area'].he, icon: 'bulletList', description: 'תחום שאפשר לבחור בטופס' },
  options: {},
  attributes: {
    key: { type: 'enumeration', enum: [...AREA_KEYS], required: true },
    label: { type: 'string', required: true, maxLength: 120 },
    info: { type: 'text', required: true },
  },
};
