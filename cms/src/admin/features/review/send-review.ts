// PUT /api/leads/:id/review through the panel's one client (shared/transport.ts),
// and what it says, in the reader's language, for each way it can be refused.

import { putJson, toApiError } from '../../shared/transport';
import { failureMessage } from '../../shared/downloads';
import { reviewPath, VERSION_HEADER, type LeadReviewAnswer, type Review } from '../../shared/api-types';
import { textOf } from '../../shared/messages';
import type { ReviewChange } from './review-change';
import { REVIEW_MESSAGES } from './messages';

export type ReviewAnswer = { ok: true; review: Review } | { ok: false; conflict: boolean; message: string };

const refused = (reason: string) => textOf(REVIEW_MESSAGES, `vision.review.refused.${reason}`);
const FIELDS = ['reviewerId', 'status'];

/** What a refused change says, from its status and body. */
export const refusalMessage = (status: number, body: unknown): string => {
  if (status === 400) {
    const fields = Object.keys((body as { error?: { fields?: object } } | null)?.error?.fields ?? {});
    const known = fields.filter((field) => FIELDS.includes(field)).map(refused);
    return known.length ? known.join(' ') : refused('invalid');
  }
  if (status === 404) return refused('not-found');
  return failureMessage(status);
};

export const sendReview = async (
  documentId: string,
  change: ReviewChange,
  { version }: { version?: string } = {},
): Promise<ReviewAnswer> => {
  try {
    const answer = await putJson<LeadReviewAnswer>(
      reviewPath(documentId),
      change,
      version ? { [VERSION_HEADER]: version } : undefined,
    );
    return { ok: true, review: answer.data };
  } catch (caught) {
    const error = toApiError(caught);
    if (error.status === 0) return { ok: false, conflict: false, message: failureMessage(0) };
    const conflict = error.status === 409 || error.code === 'VERSION_CONFLICT';
    return { ok: false, conflict, message: refusalMessage(error.status, { error: error.failure }) };
  }
};
