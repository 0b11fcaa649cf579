// An evaluator's score of a lead as the scoring view holds it: one text per criterion (as typed) and
// an optional comment, checked against the criterion's scale (whole numbers from min to max), and
// what it becomes as the PUT /api/leads/:id/score body. A draft keeps what is filled in; a
// submission needs every criterion. Pure functions, unit-tested.

import type { Criterion, Score, ScoreBody } from '@vision/config';

export type ScoreValues = Record<string, string>;
export type ScoreProblem = 'required' | 'whole' | 'range';

export const valuesOf = (criteria: readonly Criterion[], score: Pick<Score, 'scores'> | undefined): ScoreValues =>
  Object.fromEntries(
    criteria.map((criterion) => {
      const value = score?.scores[criterion.key];
      return [criterion.key, typeof value === 'number' ? String(value) : ''];
    }),
  );

/** What is wrong with one criterion's text; none for an empty one unless `required`. */
export const scoreProblem = (criterion: Criterion, text: string, required: boolean): ScoreProblem | null => {
  const value = text.trim();
  if (!value) return required ? 'required' : null;
  if (!/^-?\d+$/.test(value)) return 'whole';
  const number = Number(value);
  return number < criterion.scale.min || number > criterion.scale.max ? 'range' : null;
};

export const problemsOf = (
  criteria: readonly Criterion[],
  values: ScoreValues,
  submit: boolean,
): Record<string, ScoreProblem> =>
  Object.fromEntries(
    criteria.flatMap((criterion) => {
      const problem = scoreProblem(criterion, values[criterion.key] ?? '', submit);
      return problem ? [[criterion.key, problem]] : [];
    }),
  );

export const scoreBody = (
  criteria: readonly Criterion[],
  values: ScoreValues,
  comments: ScoreValues,
  submit: boolean,
): ScoreBody => {
  const scores: Record<string, number> = {};
  const said: Record<string, string> = {};
  for (const { key } of criteria) {
    const value = (values[key] ?? '').trim();
    if (value) scores[key] = Number(value);
    const comment = (comments[key] ?? '').trim();
    if (comment) said[key] = comment;
  }
  return { scores, comments: said, ...(submit ? { submit: true } : {}) };
};

/** The leads before and after this one in the queue (its order), for "הקודמת" and "הבאה בתור". */
export const neighboursIn = (ids: readonly string[], id: string): { previous?: string; next?: string } => {
  const at = ids.indexOf(id);
  if (at < 0) return { next: ids[0] };
  return { previous: at > 0 ? ids[at - 1] : undefined, next: at < ids.length - 1 ? ids[at + 1] : undefined };
};
