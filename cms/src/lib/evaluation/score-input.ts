// An evaluator's score against the rubric: every key a current criterion, every value a whole
// number within its scale, and for a submission every criterion there. Each fault is named by its
// field (`scores.<key>`, `comments.<key>`) for the contract's 400 VALIDATION_FAILED answer.

import type { Criterion, ValidationKey } from '@vision/config';

export type ScoreFaults = Record<string, ValidationKey>;

export const scoreFaults = (
  criteria: readonly Criterion[],
  scores: Readonly<Record<string, number>>,
  comments: Readonly<Record<string, string>>,
  submit: boolean,
): ScoreFaults => {
  const byKey = new Map(criteria.map((criterion) => [criterion.key, criterion]));
  const faults: ScoreFaults = {};
  for (const [key, value] of Object.entries(scores)) {
    const criterion = byKey.get(key);
    if (!criterion || !Number.isInteger(value) || value < criterion.scale.min || value > criterion.scale.max) {
      faults[`scores.${key}`] = 'INVALID_FORMAT';
    }
  }
  for (const key of Object.keys(comments)) if (!byKey.has(key)) faults[`comments.${key}`] = 'INVALID_FORMAT';
  if (submit) for (const key of byKey.keys()) if (!(key in scores)) faults[`scores.${key}`] = 'REQUIRED';
  return faults;
};
