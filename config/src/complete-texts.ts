// A text missing in the CMS falls back to the seeded default, never to an empty string. This is
// the one implementation, used by the CMS when it answers and by the site when it renders whatever
// arrived (or nothing yet).

import { AREA_KEYS, type AreaKey } from './areas';
import { DEFAULT_AREAS, DEFAULT_TEXTS, TEXT_GROUP_NAMES, type AreaText, type TextGroupName, type Texts } from './texts';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

export const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const textOr = (value: unknown, fallback: string): string => (isFilledText(value) ? value : fallback);

/** The named groups' texts: each stored one when it is a non-empty string, else the default's. */
const completeGroups = <G extends TextGroupName>(
  stored: unknown,
  defaults: Pick<Texts, G>,
  groups: readonly G[],
): Pick<Texts, G> => {
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    groups.map((group) => {
      const groupSource = isRecord(source[group]) ? (source[group] as Loose) : {};
      const fallback = defaults[group] as Record<string, string>;
      return [
        group,
        Object.fromEntries(Object.keys(fallback).map((key) => [key, textOr(groupSource[key], fallback[key])])),
      ];
    }),
  ) as Pick<Texts, G>;
};

/**
 * Every text of every group: the stored one when it is a non-empty string, else the default's
 * (`defaults`: the seeded Hebrew, or for another language its fallback, the Hebrew as published).
 */
export const completeTexts = (stored: unknown, defaults: Texts = DEFAULT_TEXTS): Texts =>
  completeGroups(stored, defaults, TEXT_GROUP_NAMES);

/** The groups a page shows: every one but the e-mails, which only the CMS sends. */
export const PAGE_TEXT_GROUPS = TEXT_GROUP_NAMES.filter(
  (group): group is Exclude<TextGroupName, 'emails'> => group !== 'emails',
);

/** A page's texts (every group but the e-mails'), completed from `defaults` as completeTexts does. */
export const completePageTexts = (
  stored: unknown,
  defaults: Omit<Texts, 'emails'> = DEFAULT_TEXTS,
): Omit<Texts, 'emails'> => completeGroups(stored, defaults, PAGE_TEXT_GROUPS);

/** The ten areas, each exactly once, in the editor's order, with `defaults`' for missing texts. */
export const completeAreas = (stored: unknown, defaults: readonly AreaText[] = DEFAULT_AREAS): AreaText[] => {
  const entries = Array.isArray(stored) ? stored.filter(isRecord) : [];
  const keys = [...entries.map((area) => area.key), ...AREA_KEYS].filter(
    (key, index, all): key is AreaKey => (AREA_KEYS as readonly unknown[]).includes(key) && all.indexOf(key) === index,
  );
  return keys.map((key) => {
    const fallback = defaults.find((area) => area.key === key) ?? DEFAULT_AREAS.find((area) => area.key === key)!;
    const editor = entries.find((area) => area.key === key);
    return { key, label: textOr(editor?.label, fallback.label), info: textOr(editor?.info, fallback.info) };
  });
};
