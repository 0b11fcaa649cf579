// The site content's fields as a person reads them, in the reader's language: `topSection.title`,
// `areas.health.label` and `media.titleImage` (how versions, the publication state and the audit
// trail name them, src/lib/publishing/version-content.ts) become "פתיח העמוד – הכותרת הראשית".
// The names are config's own, the ones the Settings page shows, so an editor finds the field
// under the same name.

import {
  COMPONENT_FIELD_NAMES,
  CONTENT_TYPE_FIELD_NAMES,
  DEFAULT_AREAS,
  TEXT_GROUP_LABELS,
  TEXT_GROUP_LABELS_EN,
  TEXT_GROUP_NAMES,
  textComponentUid,
  type TextGroupName,
} from '@vision/config';
import { panelLocale, type PanelLocale } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';
import { LABEL_MESSAGES } from './messages';
import { SETTINGS_UID } from '../uids';

const SETTINGS_FIELDS = CONTENT_TYPE_FIELD_NAMES[SETTINGS_UID] ?? {};

const isTextGroup = (group: string): group is TextGroupName => (TEXT_GROUP_NAMES as readonly string[]).includes(group);

/** The groups that are not text groups: the areas, and the images and documents (messages.ts). */
const GROUP_NAMES = new Set(['areas', 'media']);

/** A group's name (`topSection`, `areas`, `media`) in the reader's language. */
export const settingsGroupLabel = (group: string, locale: PanelLocale = panelLocale()): string => {
  if (isTextGroup(group)) return locale === 'en' ? TEXT_GROUP_LABELS_EN[group] : TEXT_GROUP_LABELS[group];
  if (GROUP_NAMES.has(group)) return LABEL_MESSAGES[locale][`vision.settings-fields.group.${group}`];
  return SETTINGS_FIELDS[group]?.[locale].label ?? group;
};

const areaName = (key: string, locale: PanelLocale) =>
  locale === 'en'
    ? (SHARED_MESSAGES.en[`vision.shared.area.${key}`] ?? key)
    : (DEFAULT_AREAS.find((area) => area.key === key)?.label ?? key);

/**
 * A field's name: "group – field" for a text, "area: part" for an area's text, the image's own
 * name, a field of Settings itself (the switch, the window) by its name alone. A path it does not
 * know is named by its group, so no raw key is shown.
 */
export const settingsFieldLabel = (path: string, locale: PanelLocale = panelLocale()): string => {
  const [group, name, part] = path.split('.');
  if (!name) return SETTINGS_FIELDS[group]?.[locale].label ?? settingsGroupLabel(group, locale);
  const inGroup = settingsGroupLabel(group, locale);
  if (isTextGroup(group)) {
    const label = COMPONENT_FIELD_NAMES[textComponentUid(group)]?.[name]?.[locale].label;
    return label ? `${inGroup} – ${label}` : inGroup;
  }
  if (group === 'areas') {
    const partName = part ? COMPONENT_FIELD_NAMES['texts.area']?.[part]?.[locale].label : undefined;
    return `${inGroup} – ${areaName(name, locale)}${partName ? `: ${partName}` : ''}`;
  }
  if (group === 'media') return SETTINGS_FIELDS[name]?.[locale].label ?? inGroup;
  return inGroup;
};
