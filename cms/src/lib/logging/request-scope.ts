// The id of the request a piece of code runs for (README.md, "Logs, request ids and metrics"): set by
// src/middlewares/request-scope.ts around every request, read by the log format
// (config/logger.ts) so every line a request causes carries its id, wherever it is logged from.

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestScope = { requestId: string };

// One store per process even if this module is loaded twice (the compiled CMS and a test's own
// import of the source), so both read the same id.
const STORE_KEY = Symbol.for('vision.request-scope');
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestScope> };
const store = (globalStore[STORE_KEY] ??= new AsyncLocalStorage<RequestScope>());

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when it is a plain token (a proxy's or a load balancer's id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The incoming X-Request-Id when it is a sane token, else a new random one. */
export const requestIdFrom = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

export const runInRequestScope = <T>(scope: RequestScope, work: () => T): T => store.run(scope, work);

/** The current request's id, or undefined outside a request (start, cron jobs). */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;
