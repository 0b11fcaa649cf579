// Checks of what people type about admin accounts (sign-in, account forms), shared by the auth and
// admin-account routes. Failures are `fields` of a 400 VALIDATION_FAILED answer.

import { isEmail, TEXT_MAX_LENGTH, type ValidationKey } from '@vision/config';
import { ApiError } from '../../utils/api-error';

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
export const objectBody = (ctx): Record<string, unknown> => {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Send a JSON object.');
  }
  return body as Record<string, unknown>;
};
