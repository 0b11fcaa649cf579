// Which fields of a translated language's draft a visitor would still read in Hebrew: a text left
// empty (the site shows the Hebrew one), a text holding Hebrew letters, or a document the language
// lacks (the Hebrew one is linked). Each named as the panel names it, in Hebrew and in English.
// The CMS answers it (GET /api/settings/translations); the panel lists it beside the Settings form.

import { AREA_KEYS } from './areas';
import { isFilledText } from './complete-texts';
import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES, MODEL_NAMES, textComponentUid } from './panel-fields';
import { TEXT_GROUP_LABELS_EN } from './panel-fields-texts';
import { DOCUMENT_FIELDS } from './settings-payload';
import { DEFAULT_AREAS, DEFAULT_TEXTS, TEXT_GROUP_LABELS, TEXT_GROUP_NAMES } from './texts';
import { SEEDED_TEXTS } from './translations';

export const UNTRANSLATED_REASONS = ['empty', 'hebrew', 'missing'] as const;
export type UntranslatedReason = (typeof UNTRANSLATED_REASONS)[number];

type BothLanguages = { he: string; en: string };

export type UntranslatedFieldState = {
  group: string;
  key: string;
  label: BothLanguages;
  groupLabel: BothLanguages;
  reason: UntranslatedReason;
};

/** Hebrew's letters, alef to tav: a text with one of them is read in Hebrew. */
const HEBREW_LETTER = /[\u05D0-\u05EA]/;

const reasonOf = (value: unknown): UntranslatedReason | null => {
  if (!isFilledText(value)) return 'empty';
  return HEBREW_LETTER.test(value) ? 'hebrew' : null;
};

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const SETTINGS_NAMES = CONTENT_TYPE_FIELD_NAMES['api::setting.setting'];
const AREA_NAMES = COMPONENT_FIELD_NAMES['texts.area'];
const GROUP_LABELS: Record<string, BothLanguages> = {
  ...Object.fromEntries(
    TEXT_GROUP_NAMES.map((group) => [group, { he: TEXT_GROUP_LABELS[group], en: TEXT_GROUP_LABELS_EN[group] }]),
  ),
  areas: { he: SETTINGS_NAMES.areas.he.label, en: SETTINGS_NAMES.areas.en.label },
  settings: MODEL_NAMES['api::setting.setting'],
  documents: { he: 'מסמכים', en: 'Documents' },
};

const nameOf = (names: { he: { label: string }; en: { label: string } }): BothLanguages => ({
  he: names.he.label,
  en: names.en.label,
});

/**
 * The untranslated fields of one language's draft (`entry`: the stored Settings entry, its media
 * populated; null when the language has none yet, and then every field is), in the panel's order.
 */
export const untranslatedFields = (entry: Loose | null): UntranslatedFieldState[] => {
  const fields: UntranslatedFieldState[] = [];
  const add = (group: string, key: string, label: BothLanguages, reason: UntranslatedReason | null) => {
    if (reason) fields.push({ group, key, label, groupLabel: GROUP_LABELS[group], reason });
  };

  add('settings', 'closedText', nameOf(SETTINGS_NAMES.closedText), reasonOf(entry?.closedText));
  for (const group of TEXT_GROUP_NAMES) {
    const stored = isRecord(entry?.[group]) ? (entry[group] as Loose) : {};
    const names = COMPONENT_FIELD_NAMES[textComponentUid(group)];
    for (const key of Object.keys(DEFAULT_TEXTS[group])) add(group, key, nameOf(names[key]), reasonOf(stored[key]));
  }
  const areas = Array.isArray(entry?.areas) ? (entry.areas as unknown[]).filter(isRecord) : [];
  for (const key of AREA_KEYS) {
    const stored = areas.find((area) => area.key === key);
    const area = {
      he: DEFAULT_AREAS.find((item) => item.key === key)!.label,
      en: SEEDED_TEXTS.en.areas.find((item) => item.key === key)?.label ?? key,
    };
    for (const part of ['label', 'info'] as const) {
      const label = { he: `${area.he}: ${AREA_NAMES[part].he.label}`, en: `${area.en}: ${AREA_NAMES[part].en.label}` };
      add('areas', `${key}.${part}`, label, reasonOf(stored?.[part]));
    }
  }
  for (const field of DOCUMENT_FIELDS) {
    const file = entry?.[field];
    add('documents', field, nameOf(SETTINGS_NAMES[field]), isRecord(file) && file.url ? null : 'missing');
  }
  return fields;
};
