// A review status as a person reads it, in the reader's language, never the stored key.

import { REVIEW_STATUSES, isReviewStatus } from '@vision/config';
import { textOf } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';

export const statusLabel = (value: unknown): string =>
  isReviewStatus(value) ? textOf(SHARED_MESSAGES, `vision.shared.status.${value}`) : '—';

/** The statuses in their working order, for selects and filters. */
export const statusOptions = (): { value: string; label: string }[] =>
  REVIEW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** What the reviewer select and the list say when a lead has nobody assigned. */
export const noReviewer = () => textOf(SHARED_MESSAGES, 'vision.shared.reviewer.none');
