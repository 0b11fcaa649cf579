// A lead's committee scores as its row stores them (config/src/evaluation.ts): the mean, count and
// disagreement mark, each criterion's mean (for the exports), and the ranking's sort key
// (`scoreOrder`: minus the mean, or 1 before any score, so an ascending index holds the best first
// and the unscored last).

import type { LeadScoreAggregate } from '@vision/config';

/** What a lead has before any score is submitted. */
export const UNSCORED = { scoreMean: null, scoreCount: 0, scoreDisagreement: false, scoreOrder: 1 } as const;

export const scoreOrderOf = (scoreMean: number | null) => (scoreMean === null ? 1 : -scoreMean);

/**
 * The lead's attribute values for an aggregate and its criteria's means, for the query builder
 * (which writes a JSON attribute as it is given: text, here).
 */
export const leadScoreValues = (aggregate: LeadScoreAggregate, scoreCriteria: Record<string, number>) => ({
  ...aggregate,
  scoreCriteria: JSON.stringify(scoreCriteria),
  scoreOrder: scoreOrderOf(aggregate.scoreMean),
});

/** A stored JSON object (text on SQLite, an object on PostgreSQL): criteria means, scores, comments; {} for none. */
export const storedRecordOf = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
};

/** A stored mean (a string from some drivers), or null. */
export const meanOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
