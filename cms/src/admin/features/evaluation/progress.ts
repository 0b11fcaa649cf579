// The home page's progress figures (GET /api/evaluation/progress) as the widget shows them: whole
// percents, and the areas worth a row.

import type { AreaProgress } from '@vision/config';

/** `part` of `whole` in whole percents; 0 when there is nothing to count. */
export const percentOf = (part: number, whole: number) => (whole <= 0 ? 0 : Math.round((100 * part) / whole));

/** The areas with leads, in the areas' order: an area nobody proposed in says nothing here. */
export const areasWithLeads = (areas: readonly AreaProgress[]) => areas.filter((area) => area.leads > 0);
