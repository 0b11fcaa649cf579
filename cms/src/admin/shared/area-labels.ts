// The areas' Hebrew names as the site shows them: the editors' names from the settings (they may
// rename an area; shared/queries.ts reads them once per panel visit), with the shipped defaults
// until then or on failure.
// An English account reads the shipped areas by their English names (shared/shared-messages.ts):
// the editors name areas in the site's language only; an area without an English name keeps theirs.

import { completeAreas } from '@vision/config';
import { panelLocale } from './messages';
import { SHARED_MESSAGES } from './shared-messages';

export type Labels = Record<string, string>;

/** The editors' names where set, the shipped defaults elsewhere (config/'s one fallback rule). */
export const labelsOf = (stored: unknown): Labels =>
  Object.fromEntries(completeAreas(stored).map((area) => [area.key, area.label]));

export const DEFAULT_AREA_LABELS: Labels = labelsOf([]);

/** The names for an account in `locale`: Hebrew as they are, English where the panel has one. */
export const inLanguage = (labels: Labels, locale: string): Labels =>
  locale.startsWith('en')
    ? Object.fromEntries(
        Object.entries(labels).map(([key, label]) => [key, SHARED_MESSAGES.en[`vision.shared.area.${key}`] ?? label]),
      )
    : labels;

/** A shipped area's name in the reader's language, whatever the editors call it now (its identity). */
export const fixedAreaLabel = (key: string): string => inLanguage(DEFAULT_AREA_LABELS, panelLocale())[key] ?? key;
