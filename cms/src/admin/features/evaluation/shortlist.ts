// "לרשימה הקצרה" from the ranking: the review change to `shortlisted` (PUT /api/leads/:id/review), made
// as the lead's review panel makes it, on the version it was read at (X-Document-Version): the review
// is read first, and a colleague's change in between is refused (409), never overwritten.

import type { LeadReviewAnswer, Review } from '@vision/config';
import { reviewPath, VERSION_HEADER } from '../../shared/api-types';
import { getJson, putJson, toApiError } from '../../shared/transport';

export type ShortlistAnswer = { ok: true; review: Review } | { ok: false; conflict: boolean; status: number };

export const readReview = (documentId: string) =>
  getJson<{ data: Review }>(reviewPath(documentId)).then((answer) => answer.data);

export const shortlist = async (review: Review): Promise<ShortlistAnswer> => {
  try {
    const answer = await putJson<LeadReviewAnswer>(
      reviewPath(review.id),
      { status: 'shortlisted' },
      { [VERSION_HEADER]: review.version },
    );
    return { ok: true, review: answer.data };
  } catch (caught) {
    const error = toApiError(caught);
    return { ok: false, conflict: error.status === 409 || error.code === 'VERSION_CONFLICT', status: error.status };
  }
};
