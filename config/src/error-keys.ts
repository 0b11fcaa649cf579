// Error keys. Validation keys name a broken rule of one field (lead-schema.ts); API codes name why
// a whole request was refused (README.md, The /api contract).

export const VALIDATION_KEYS = [
  'REQUIRED',
  'MIN_LENGTH_ARRAY',
  'MAX_LENGTH_ARRAY',
  'INVALID_EMAIL',
  'MIN_LENGTH_PHONE',
  'MAX_LENGTH_PHONE',
  'INVALID_FORMAT',
  'INVALID_SIZE',
  /** The value changes when passed through an HTML sanitiser ("invalid value xss"). */
  'XSS',
  /** A character the field's typing filter would have refused. */
  'INVALID_CHARACTERS',
  'MAX_LENGTH',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_FIELD',
  'FILE_TOO_LARGE',
  'INVALID_FORMAT',
  'BOT_CHECK_FAILED',
  'BOT_CHECK_UNAVAILABLE',
  'SUBMISSIONS_CLOSED',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  /** Wrong e-mail or password at sign-in (never says which). */
  'INVALID_CREDENTIALS',
  /** A cookie-signed-in change without the matching X-CSRF-Token header. */
  'CSRF_TOKEN_INVALID',
  'FORBIDDEN',
  /** The change would leave the panel without a super admin, or remove the caller's own account. */
  'PROTECTED_ACCOUNT',
  /** The e-mail address already belongs to another admin. */
  'EMAIL_TAKEN',
  'NOT_FOUND',
  /** A change based on an older version of the record than the stored one (X-Document-Version). */
  'VERSION_CONFLICT',
  /** A file whose malware scan is not `clean` (pending, infected or unscannable): it does not download. */
  'FILE_NOT_CLEAN',
  /** A change of the rubric's scales, weights or keys, or a removed criterion, once scores exist. */
  'RUBRIC_LOCKED',
  /** A change to a submitted score, or a reopening of one that is not submitted. */
  'SCORE_SUBMITTED',
  /** An evaluator who declared a conflict of interest with the lead. */
  'CONFLICT_OF_INTEREST',
  'METHOD_NOT_ALLOWED',
  /** The request (its headers, or a body sent too slowly) did not arrive within the server's timeout. */
  'REQUEST_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
