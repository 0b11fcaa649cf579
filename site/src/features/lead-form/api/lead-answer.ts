// What POST /api/leads/create answers (README.md, The /api contract), plus the failure the site
// makes up itself when no answer came back at all.

import type { ApiErrorCode, ValidationKey } from '@vision/config';

export type LeadFailureCode = ApiErrorCode | 'NETWORK_ERROR';

export type LeadSuccess = { success: true; reference: string };

export type LeadFailure = {
  success: false;
  error: { code: LeadFailureCode; message: string; fields?: Record<string, ValidationKey> };
};

export type LeadAnswer = LeadSuccess | LeadFailure;

export const failure = (code: LeadFailureCode, message: string): LeadFailure => ({
  success: false,
  error: { code, message },
});

/** A non-JSON answer (a proxy's HTML error page, say) still says something through its status. */
const codeOfStatus = (status: number): LeadFailureCode => {
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 415) return 'INVALID_FORMAT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads the answer's body as the contract describes it; anything else becomes a failure. */
export const parseLeadAnswer = (status: number, text: string): LeadAnswer => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(codeOfStatus(status), `HTTP ${status} without a JSON answer`);
  }
  if (!isRecord(body)) return failure(codeOfStatus(status), `HTTP ${status} with an unexpected answer`);
  if (body.success === true && typeof body.reference === 'string') {
    return { success: true, reference: body.reference };
  }
  const error = isRecord(body.error) ? body.error : {};
  const fields = isRecord(error.fields) ? (error.fields as Record<string, ValidationKey>) : undefined;
  return {
    success: false,
    error: {
      code: typeof error.code === 'string' ? (error.code as LeadFailureCode) : codeOfStatus(status),
      message: typeof error.message === 'string' ? error.message : `HTTP ${status}`,
      ...(fields ? { fields } : {}),
    },
  };
};
