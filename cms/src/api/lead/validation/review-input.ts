// The bodies and the header of the review routes (PUT /api/leads/:id/review, POST
// /api/leads/:id/notes), as the /api contract declares them (config/src/contract/leads-review.ts).
// Failures are one 400 answer: UNKNOWN_FIELD for a key that is not ours, else VALIDATION_FAILED
// with the fields at fault.

import { DocumentVersion, LeadNoteBody, LeadReviewBody, type LeadReviewChange } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import { parseInput } from '../../auth/validation/admin-input';

/** What PUT /api/leads/:id/review asks to change: a status, a reviewer (null: nobody), or both. */
export type ReviewChange = LeadReviewChange;

export const parseReviewChange = (raw: unknown): ReviewChange => parseInput(LeadReviewBody, raw);

/** The X-Document-Version header: the `version` the caller read, in milliseconds; undefined without one. */
export const parseVersion = (header: string | string[] | undefined): number | undefined => {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text === '') return undefined;
  if (!DocumentVersion.safeParse(text).success) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'X-Document-Version is not a date.');
  }
  return Date.parse(text);
};

/** A new note: its text (trimmed, not empty, at most NOTE_MAX_LENGTH characters, no NUL), `replyTo`, `mentions`. */
export const parseNote = (raw: unknown) => parseInput(LeadNoteBody, raw);
