// The JSON error shape of the /api contract (README.md): { success: false, error: { code, message, fields? } },
// with what a route's declaration adds beside `error` (409 FILE_NOT_CLEAN's `fileScan`).

import type { ApiErrorCode, ValidationKey } from '@vision/config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, ValidationKey>,
    readonly headers: Record<string, string> = {},
    /** Properties beside `error`, as the route's declaration names them. */
    readonly beside: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const failureBody = (code: ApiErrorCode, message: string, fields?: Record<string, ValidationKey>) => ({
  success: false as const,
  error: fields ? { code, message, fields } : { code, message },
});
