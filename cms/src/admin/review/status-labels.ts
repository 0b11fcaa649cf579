// A review status as a person reads it: config/'s Hebrew label, never the stored key.

import { REVIEW_STATUSES, REVIEW_STATUS_LABELS, isReviewStatus } from '@vision/config';

export const statusLabel = (value: unknown): string => (isReviewStatus(value) ? REVIEW_STATUS_LABELS[value] : '—');

/** The statuses in their working order, for selects and filters. */
export const STATUS_OPTIONS: readonly { value: string; label: string }[] = REVIEW_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_STATUS_LABELS[status],
}));

/** What the reviewer select and the list say when a lead has nobody assigned. */
export const NO_REVIEWER = 'ללא בודק/ת';
