// The evaluators' registered areas as the evaluators page edits them: a row's choice in the
// areas' own order, and whether it differs from what is saved.

import { AREA_KEYS, type AreaKey } from '@vision/config';

/** The chosen areas, each once, in the areas' order (what PUT …/areas is sent). */
export const orderedAreas = (chosen: readonly string[]): AreaKey[] => AREA_KEYS.filter((key) => chosen.includes(key));

/** Whether a row's choice differs from the areas saved for the evaluator. */
export const areasChanged = (saved: readonly string[], chosen: readonly string[]) => {
  const [before, after] = [orderedAreas(saved), orderedAreas(chosen)];
  return before.length !== after.length || before.some((key, index) => key !== after[index]);
};
