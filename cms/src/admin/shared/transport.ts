// The one way the panel calls our /api (README.md, The /api contract). JSON calls go through
// Strapi's own fetch client (getFetchClient: the admin token, its renewal after a 401, the panel's
// backend URL). Strapi's client hands a body over only once it has all arrived, so the streamed
// downloads (the export, the subject export), which read the body as it arrives to show progress,
// use fetchAsAdmin below, with the same token and the same one renewal.
//
// Every failure becomes an ApiError: the HTTP status (0: no answer at all) and the contract's
// `{ success: false, error: { code, message, fields? } }`, when the server sent one. failureText
// turns it into the panel's sentence (shared/downloads.ts, failureMessage).

import { attemptTokenRefresh, getFetchClient, isFetchError } from '@strapi/strapi/admin';
import type { ApiFailure } from '@vision/config';
import { backendUrl, failureMessage } from './downloads';

type FailureDetail = ApiFailure['error'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly failure: FailureDetail | null,
  ) {
    super(failure?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.failure?.code;
  }
}

const failureOf = (body: unknown): FailureDetail | null => {
  const error = (body as { success?: unknown; error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? (error as FailureDetail) : null;
};

/** Any failure of a call (Strapi's FetchError, a lost connection, an ApiError) as an ApiError. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isFetchError(error)) return new ApiError(error.status ?? 0, failureOf(error.response?.data));
  return new ApiError(0, null);
};

/** The panel's sentence for a failed call, by its status (README.md, The /api contract). */
export const failureText = (error: unknown): string => failureMessage(toApiError(error).status);

const rethrown = (error: unknown): never => {
  throw toApiError(error);
};

export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  getFetchClient()
    .get<T>(path, { signal })
    .then(({ data }) => data, rethrown);

/** `headers`: a call's own, such as the version a change is based on (X-Document-Version). */
export const postJson = <T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> =>
  getFetchClient()
    .post<T>(path, body, headers ? { headers } : undefined)
    .then(({ data }) => data, rethrown);

/** A change of a resource (PUT, as Strapi's own REST API changes part of a document). */
export const putJson = <T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> =>
  getFetchClient()
    .put<T>(path, body, headers ? { headers } : undefined)
    .then(({ data }) => data, rethrown);

/** A whole file at once (a lead's attachment), with its headers for the file's name. */
export const getBlob = (path: string): Promise<{ data: Blob; headers: Headers }> =>
  getFetchClient()
    .get(path, { responseType: 'blob' })
    .then((answer) => answer as unknown as { data: Blob; headers: Headers }, rethrown);

type Init = { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal };

/** A raw request with the admin token, for what Strapi's client cannot do (see the top of this file). */
export const fetchAsAdmin = async (path: string, token: string | null, init: Init = {}) => {
  const send = (bearer: string | null) =>
    fetch(`${backendUrl()}${path}`, {
      ...init,
      headers: { ...init.headers, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      credentials: 'include',
    });
  const first = await send(token);
  if (first.status !== 401) return first;
  const renewed = await attemptTokenRefresh(token).catch(() => null);
  return renewed ? send(renewed) : first;
};
