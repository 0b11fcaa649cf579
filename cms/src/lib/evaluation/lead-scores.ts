// A lead's committee scores as its row stores them (config/src/evaluation.ts): the mean, count and
// disagreement mark, and the ranking's sort key (`scoreOrder`: minus the mean, or 1 before any
// score, so an ascending index holds the best first and the unscored last).

import type { LeadScoreAggregate } from '@vision/config';

/** What a lead has before any score is submitted. */
export const UNSCORED = { scoreMean: null, scoreCount: 0, scoreDisagreement: false, scoreOrder: 1 } as const;

export const scoreOrderOf = (scoreMean: number | null) => (scoreMean === null ? 1 : -scoreMean);

/** The lead's attribute values for an aggregate. */
export const leadScoreValues = (aggregate: LeadScoreAggregate) => ({
  ...aggregate,
  scoreOrder: scoreOrderOf(aggregate.scoreMean),
});

/** A stored mean (a string from some drivers), or null. */
export const meanOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
