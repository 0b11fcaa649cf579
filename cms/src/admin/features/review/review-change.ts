// What the review selects mean as a change (PUT /api/leads/:id/review): a status key, a reviewer's
// id, nobody (null), or, in the bulk dialog, "leave as it is" (the key is left out).

import { isReviewStatus, type LeadReviewBody } from '@vision/config';

/** The selects' value for "no reviewer". */
export const NOBODY = 'nobody';
/** The bulk dialog's value for "leave each lead's value as it is". */
export const KEEP = 'keep';

/** The PUT body (the contract's LeadReviewBody). */
export type ReviewChange = LeadReviewBody;

export const reviewChange = (status: string, reviewer: string): ReviewChange => {
  const change: ReviewChange = {};
  if (isReviewStatus(status)) change.status = status;
  if (reviewer === NOBODY) change.reviewerId = null;
  else if (/^\d+$/.test(reviewer)) change.reviewerId = Number(reviewer);
  return change;
};

/** Only what differs from the lead's stored review, so a save says exactly what it changes. */
export const changedFrom = (
  stored: { status: string; reviewerId: number | null },
  change: ReviewChange,
): ReviewChange => {
  const changed: ReviewChange = {};
  if (change.status !== undefined && change.status !== stored.status) changed.status = change.status;
  if (change.reviewerId !== undefined && change.reviewerId !== stored.reviewerId)
    changed.reviewerId = change.reviewerId;
  return changed;
};

export const isEmptyChange = (change: ReviewChange) => change.status === undefined && change.reviewerId === undefined;

/** The select's value for a stored reviewer. */
export const reviewerValue = (reviewer: { id: number } | null | undefined) => (reviewer ? String(reviewer.id) : NOBODY);
