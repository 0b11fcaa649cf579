// Checks of what people type about admin accounts (sign-in, account forms), shared by the auth and
// admin-account routes (api/admin-account/validation/account-changes.ts). Failures are `fields` of a 400 VALIDATION_FAILED answer.

import { isEmail, TEXT_MAX_LENGTH, type ValidationKey } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';

export type FieldErrors = Record<string, ValidationKey>;

/** Strapi stores admin e-mail addresses in lower case (its admin validators lowercase them). */
export const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const emailProblem = (value: unknown): ValidationKey | null => {
  if (typeof value !== 'string' || value.trim() === '') return 'REQUIRED';
  if (value.length > TEXT_MAX_LENGTH.email) return 'MAX_LENGTH';
  return isEmail(value) ? null : 'INVALID_EMAIL';
};

/**
 * Strapi's own admin password rule (`password` in @strapi/admin's common validators, which the
 * package does not export): at least 8 characters, at most 72 bytes (bcrypt ignores the rest), a
 * lowercase letter, an uppercase letter and a digit. Kept identical so the panel accepts the same.
 */
export const passwordProblem = (value: unknown): ValidationKey | null => {
  if (typeof value !== 'string' || value === '') return 'REQUIRED';
  if (new TextEncoder().encode(value).length > 72) return 'MAX_LENGTH';
  const strong = value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
  return strong ? null : 'INVALID_FORMAT';
};

export const failIfAny = (fields: FieldErrors) => {
  if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);
};

/** A JSON object body, or a 400: a form posted as anything else is not ours. */
export const objectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Send a JSON object.');
  }
  return body as Record<string, unknown>;
};

/** Long enough for any real password; stops a megabyte "password" from reaching bcrypt. */
const PASSWORD_MAX_LENGTH = 1024;

/** The body of POST /api/auth/session-in: an e-mail address (normalised) and a password. */
export const parseSignIn = (body: unknown): { email: string; password: string } => {
  const { email, password } = objectBody(body);
  const fields: FieldErrors = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) fields.email = emailIssue;
  if (typeof password !== 'string' || password === '') fields.password = 'REQUIRED';
  else if (password.length > PASSWORD_MAX_LENGTH) fields.password = 'MAX_LENGTH';
  failIfAny(fields);
  return { email: normaliseEmail(email) as string, password: password as string };
};
