// The rubric as its editor holds it while a super admin works on it: every field as typed (text),
// each criterion with its key (kept for a stored one, made up for a new one: people name criteria
// in Hebrew, and a key is Latin), and what it becomes as the PUT /api/evaluation/rubric body.
// Pure functions, unit-tested.

import {
  CRITERIA_MAX,
  CRITERION_NAME_MAX_LENGTH,
  SCALE_CEILING,
  SCALE_FLOOR,
  WEIGHT_MAX,
  type Criterion,
  type RubricBody,
} from '@vision/config';

export type CriterionDraft = {
  key: string;
  name: string;
  description: string;
  weight: string;
  min: string;
  max: string;
  /** Stored already: once a score exists its weight and scale stay, and it is not removed. */
  stored: boolean;
};

/** What is wrong with one field of a criterion, as a message's last word. */
export type DraftProblem = 'required' | 'too-long' | 'weight' | 'scale' | 'scale-order';
export type DraftProblems = Partial<Record<'name' | 'weight' | 'min' | 'max', DraftProblem>>;

export const draftsOf = (criteria: readonly Criterion[]): CriterionDraft[] =>
  criteria.map((criterion) => ({
    key: criterion.key,
    name: criterion.name,
    description: criterion.description,
    weight: String(criterion.weight),
    min: String(criterion.scale.min),
    max: String(criterion.scale.max),
    stored: true,
  }));

/** A key no criterion of the list has: criterion-1, criterion-2, … */
export const freshKey = (drafts: readonly CriterionDraft[]): string => {
  const taken = new Set(drafts.map((draft) => draft.key));
  let number = drafts.length + 1;
  while (taken.has(`criterion-${number}`)) number += 1;
  return `criterion-${number}`;
};

/** A new criterion at the end: weight 1, scale 1 to 5 (what a committee most often uses). */
export const addCriterion = (drafts: readonly CriterionDraft[]): CriterionDraft[] =>
  drafts.length >= CRITERIA_MAX
    ? [...drafts]
    : [...drafts, { key: freshKey(drafts), name: '', description: '', weight: '1', min: '1', max: '5', stored: false }];

/** The criterion at `index` one place earlier (-1) or later (+1); the list as it is at either end. */
export const moveCriterion = (drafts: readonly CriterionDraft[], index: number, by: -1 | 1): CriterionDraft[] => {
  const target = index + by;
  if (index < 0 || index >= drafts.length || target < 0 || target >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
};

export const removeCriterion = (drafts: readonly CriterionDraft[], index: number): CriterionDraft[] =>
  drafts.filter((_, at) => at !== index);

export const changeCriterion = (
  drafts: readonly CriterionDraft[],
  index: number,
  change: Partial<Omit<CriterionDraft, 'key' | 'stored'>>,
): CriterionDraft[] => drafts.map((draft, at) => (at === index ? { ...draft, ...change } : draft));

const WHOLE = /^-?\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;

export const problemsOf = (draft: CriterionDraft): DraftProblems => {
  const problems: DraftProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > CRITERION_NAME_MAX_LENGTH) problems.name = 'too-long';
  const weight = Number(draft.weight.trim());
  if (!NUMBER.test(draft.weight.trim()) || weight <= 0 || weight > WEIGHT_MAX) problems.weight = 'weight';
  const inScale = (text: string) =>
    WHOLE.test(text.trim()) && Number(text) >= SCALE_FLOOR && Number(text) <= SCALE_CEILING;
  if (!inScale(draft.min)) problems.min = 'scale';
  if (!inScale(draft.max)) problems.max = 'scale';
  if (!problems.min && !problems.max && Number(draft.min) >= Number(draft.max)) problems.max = 'scale-order';
  return problems;
};

export const hasProblems = (drafts: readonly CriterionDraft[]) =>
  drafts.length === 0 || drafts.some((draft) => Object.keys(problemsOf(draft)).length > 0);

export const rubricBody = (drafts: readonly CriterionDraft[]): RubricBody => ({
  criteria: drafts.map((draft) => ({
    key: draft.key,
    name: draft.name.trim(),
    description: draft.description.trim(),
    weight: Number(draft.weight),
    scale: { min: Number(draft.min), max: Number(draft.max) },
  })),
});
