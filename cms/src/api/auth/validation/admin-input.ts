// Reading a request's input with its declaration in the /api contract (config/src/contract/), and
// turning a failure into the contract's 400 answer; shared by every route's validation. The body of
// POST /api/auth/session-in is read here too.

import { inputProblem, SignInBody, type ValidationKey } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';

export type FieldErrors = Record<string, ValidationKey>;

/** A contract schema, as far as reading an input needs it. */
type InputSchema<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: Parameters<typeof inputProblem>[0] };
};

export const failIfAny = (fields: FieldErrors, message = 'Some fields are not valid.') => {
  if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', message, fields);
};

/** A JSON object body, or a 400: a form posted as anything else is not ours. */
export const objectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Send a JSON object.');
  }
  return body as Record<string, unknown>;
};

/**
 * The input as its schema reads it, or the field errors of every field at fault. A body that is not
 * an object, a key the route does not know (UNKNOWN_FIELD) and a cross-field refusal are answered
 * at once; field errors are returned, for a route that adds checks of its own before it answers.
 */
export const readInput = <T>(
  schema: InputSchema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; fields: FieldErrors } => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problem = inputProblem(parsed.error);
  if (problem.kind === 'not-an-object') objectBody(value);
  if (problem.kind === 'unknown-field') throw new ApiError(400, 'UNKNOWN_FIELD', `Unknown field "${problem.field}".`);
  if (problem.kind === 'refused') throw new ApiError(400, 'VALIDATION_FAILED', problem.message, problem.fields);
  return { ok: false, fields: problem.kind === 'fields' ? problem.fields : {} };
};

/** The input as its schema reads it, or the contract's 400 answer. */
export const parseInput = <T>(schema: InputSchema<T>, value: unknown, message?: string): T => {
  const read = readInput(schema, value);
  if (read.ok) return read.value;
  failIfAny(read.fields, message);
  throw new ApiError(400, 'VALIDATION_FAILED', message ?? 'The request is not valid.');
};

/** The body of POST /api/auth/session-in: an e-mail address (normalised) and a password. */
export const parseSignIn = (body: unknown): { email: string; password: string } => parseInput(SignInBody, body);
