// A text missing in the CMS falls back to the seeded default, never to an empty string. This is
// the one implementation, used by the CMS when it answers and by the site when it renders whatever
// arrived (or nothing yet).

import { AREA_KEYS, type AreaKey } from './areas';
import { DEFAULT_AREAS, DEFAULT_TEXTS, TEXT_GROUP_NAMES, type AreaText, type Texts } from './texts';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

export const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const textOr = (value: unknown, fallback: string): string => (isFilledText(value) ? value : fallback);

/**
 * Every text of every group: the stored one when it is a non-empty string, else the default's
 * (`defaults`: the seeded Hebrew, or for another language its fallback, the Hebrew as published).
 */
export const completeTexts = (stored: unknown, defaults: Texts = DEFAULT_TEXTS): Texts => {
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    TEXT_GROUP_NAMES.map((group) => {
      const groupSource = isRecord(source[group]) ? (source[group] as Loose) : {};
      const fallback = defaults[group] as Record<string, string>;
      return [
        group,
        Object.fromEntries(Object.keys(fallback).map((key) => [key, textOr(groupSource[key], fallback[key])])),
      ];
    }),
  ) as Texts;
};

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
