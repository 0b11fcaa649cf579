// The one axios instance for JSON calls to the CMS's /api (SPEC.md §7): JSON bodies, credentials
// included, arrays in query strings joined by commas and null values left out, the admin's session
// as a bearer header, and 3 retries on network errors and 5xx answers. The admin screens will use
// it; the public page does not import it, so axios stays out of the first paint. The lead upload
// is not made here: it is a raw XMLHttpRequest (multipart with upload progress).

import axios, { type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import { env } from '@/config/env';

/** The session cookie the CMS sets on sign-in (POST /api/auth/session-in). */
export const SESSION_COOKIE = 'vision_session';
/** The readable anti-forgery cookie; its value goes back in X-CSRF-Token on every non-GET call. */
export const CSRF_COOKIE = 'vision_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const API_RETRIES = 3;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `{ area: ['economy', 'health'], q: null, page: 2 }` → `area=economy%2Chealth&page=2`. */
export const serializeParams = (params: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
};

/** A cookie's value, or null; readable cookies only (an httpOnly session is sent by the browser). */
export const readCookie = (name: string): string | null => {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const separator = part.indexOf('=');
    if (part.slice(0, separator) === name) return decodeURIComponent(part.slice(separator + 1));
  }
  return null;
};

const isServerError = (status: number | undefined) => status !== undefined && status >= 500 && status <= 599;

export const createApiClient = ({ retryDelay = exponentialDelay } = {}): AxiosInstance => {
  const client = axios.create({
    baseURL: `${env.cmsUrl}/api`,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    withCredentials: true,
    responseType: 'json',
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, QueryValue>) },
  });

  client.interceptors.request.use((config) => {
    const session = readCookie(SESSION_COOKIE);
    if (session) config.headers.set('Authorization', `Bearer ${session}`);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf && config.method?.toLowerCase() !== 'get') config.headers.set(CSRF_HEADER, csrf);
    return config;
  });

  // Retried: a dropped connection or a server error (every method: the CMS's writes are either
  // idempotent or keyed). Not retried: 4xx answers, which a repeat would only receive again.
  axiosRetry(client, {
    retries: API_RETRIES,
    retryDelay,
    retryCondition: (error) => isNetworkError(error) || isServerError(error.response?.status),
  });
  return client;
};

export const api = createApiClient();
