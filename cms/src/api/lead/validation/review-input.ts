// The bodies and the header of the review routes (PATCH /api/leads/:id/review, POST
// /api/leads/:id/notes). Failures are one 400 answer: UNKNOWN_FIELD for a key that is not ours,
// else VALIDATION_FAILED with the fields at fault.

import { isReviewStatus, NOTE_MAX_LENGTH, type ReviewStatus } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import { failIfAny, objectBody, type FieldErrors } from '../../auth/validation/admin-input';

/** What PATCH /api/leads/:id/review asks to change: a status, a reviewer (null: nobody), or both. */
export type ReviewChange = { status?: ReviewStatus; reviewerId?: number | null };

const REVIEW_FIELDS = ['status', 'reviewerId'];
const MAX_ID = 2 ** 31 - 1;

const refuseUnknown = (body: Record<string, unknown>, known: readonly string[]) => {
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw new ApiError(400, 'UNKNOWN_FIELD', `Unknown field "${unknown}".`);
};

export const parseReviewChange = (raw: unknown): ReviewChange => {
  const body = objectBody(raw);
  refuseUnknown(body, REVIEW_FIELDS);
  const fields: FieldErrors = {};
  const change: ReviewChange = {};
  if (!('status' in body) && !('reviewerId' in body)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Send a status, a reviewerId or both.', {
      status: 'REQUIRED',
      reviewerId: 'REQUIRED',
    });
  }
  if ('status' in body) {
    if (isReviewStatus(body.status)) change.status = body.status;
    else fields.status = body.status === null || body.status === '' ? 'REQUIRED' : 'INVALID_FORMAT';
  }
  if ('reviewerId' in body) {
    const id = body.reviewerId;
    if (id === null) change.reviewerId = null;
    else if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID) change.reviewerId = id;
    else fields.reviewerId = 'INVALID_FORMAT';
  }
  failIfAny(fields);
  return change;
};

/** The X-Document-Version header: the `version` the caller read, in milliseconds; undefined without one. */
export const parseVersion = (header: string | string[] | undefined): number | undefined => {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text === '') return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new ApiError(400, 'VALIDATION_FAILED', 'X-Document-Version is not a date.');
  return ms;
};

/** The text of a new note: trimmed, not empty, at most NOTE_MAX_LENGTH characters, no NUL. */
export const parseNote = (raw: unknown): string => {
  const body = objectBody(raw);
  refuseUnknown(body, ['text']);
  const fields: FieldErrors = {};
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (body.text !== undefined && body.text !== null && typeof body.text !== 'string') fields.text = 'INVALID_FORMAT';
  else if (text === '') fields.text = 'REQUIRED';
  else if (text.length > NOTE_MAX_LENGTH) fields.text = 'MAX_LENGTH';
  // No database text holds a NUL, and PostgreSQL refuses one.
  else if (text.includes('\u0000')) fields.text = 'INVALID_FORMAT';
  failIfAny(fields);
  return text;
};
