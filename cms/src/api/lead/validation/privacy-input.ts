// The bodies and query strings of the privacy routes (POST /api/leads/erase, GET
// /api/leads/subject-export). One person per request: an e-mail address (matched in any letter
// case) or one reference, never both. Failures are one 400 answer in the contract's shape.

import { REFERENCE_PATTERN, type ApiErrorCode } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import type { DataSubject } from '../../../lib/privacy/erasure-targets';
import { emailProblem, failIfAny, objectBody, type FieldErrors } from '../../auth/validation/admin-input';

const refuse = (code: ApiErrorCode, message: string, fields?: FieldErrors): never => {
  throw new ApiError(400, code, message, fields);
};

const refuseUnknown = (values: Record<string, unknown>, known: readonly string[]) => {
  const unknown = Object.keys(values).find((key) => !known.includes(key));
  if (unknown) refuse('UNKNOWN_FIELD', `Unknown field "${unknown}".`);
};

const addressOf = (value: unknown, fields: FieldErrors): string | undefined => {
  const problem = emailProblem(value);
  if (problem) fields.email = problem;
  return problem ? undefined : (value as string).trim().toLowerCase();
};

export type ErasureRequest = { subject: DataSubject; dryRun: boolean };

export const parseErasure = (raw: unknown): ErasureRequest => {
  const body = objectBody(raw);
  refuseUnknown(body, ['email', 'reference', 'dryRun']);
  const fields: FieldErrors = {};
  const hasEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const hasReference = body.reference !== undefined && body.reference !== null && body.reference !== '';
  if (hasEmail === hasReference) {
    refuse('VALIDATION_FAILED', 'Send an e-mail address or a reference, one of them.', {
      email: hasEmail ? 'INVALID_FORMAT' : 'REQUIRED',
      reference: hasReference ? 'INVALID_FORMAT' : 'REQUIRED',
    });
  }
  if (body.dryRun !== undefined && typeof body.dryRun !== 'boolean') fields.dryRun = 'INVALID_FORMAT';
  let subject: DataSubject | undefined;
  if (hasEmail) {
    const email = addressOf(body.email, fields);
    if (email) subject = { email };
  } else if (typeof body.reference === 'string' && REFERENCE_PATTERN.test(body.reference.trim().toUpperCase())) {
    subject = { reference: body.reference.trim().toUpperCase() };
  } else {
    fields.reference = 'INVALID_FORMAT';
  }
  failIfAny(fields);
  return { subject: subject!, dryRun: body.dryRun === true };
};

/** `?email=…`: the address whose data is asked for. */
export const parseSubjectQuery = (query: Record<string, unknown>): string => {
  refuseUnknown(query, ['email']);
  const fields: FieldErrors = {};
  const email = addressOf(query.email, fields);
  failIfAny(fields);
  return email!;
};
