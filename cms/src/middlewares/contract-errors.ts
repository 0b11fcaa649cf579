// Wraps every /api path (README.md, "The /api contract") so that any failure, including a refusing
// policy, a route that does not exist, a wrong method or one of Strapi's own /api routes, leaves as
// the contract's JSON error shape, never as a stack trace or Strapi's own error envelope. Global,
// because route policies run outside route middlewares.

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isDatabaseUnavailable } from '../lib/database/unavailable';
import { ApiError, failureBody } from '../lib/http/api-error';
import { routeMethodsOf, type RouteLayer } from '../lib/http/route-methods';

const STATUS_CODES: Record<number, { code: ApiError['code']; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  401: { code: 'UNAUTHORIZED', message: 'Sign in first.' },
  403: { code: 'FORBIDDEN', message: 'You may not do this.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This route does not take that method.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
  413: { code: 'FILE_TOO_LARGE', message: 'The request is too large.' },
  414: { code: 'VALIDATION_FAILED', message: 'The address is too long.' },
  415: { code: 'INVALID_FORMAT', message: 'This type of content is not accepted.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests.' },
  431: { code: 'VALIDATION_FAILED', message: "The request's headers are too large." },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' },
};

/** Strapi's own error classes, by name, as they would be answered. */
const STRAPI_ERROR_STATUS: Record<string, number> = {
  ValidationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
};

/** PostgreSQL's class 22, "data exception": invalid text, a NUL byte, a number out of range. */
const isRefusedValue = (error: unknown) => /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown })?.code ?? ''));

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Already in the contract's shape: `{ success, ... }` (anything else is reshaped on failure). */
const isContractBody = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // Read on first use: every route is registered by then.
  let methodsOf: ((path: string) => Set<string>) | undefined;
  const routeMethods = (path: string) =>
    (methodsOf ??= routeMethodsOf(
      (strapi.server.listRoutes() as unknown as RouteLayer[]).filter((layer) => isApiPath(layer.path)),
    ))(path);

  /**
   * The router's own 404 and 405 are decided again from the /api routes alone: Strapi's catch-all
   * for the admin panel's pages would make any unknown /api path a 405 "use GET".
   */
  const routingAnswer = (ctx: Context) => {
    const allowed = routeMethods(ctx.path);
    ctx.remove('Allow');
    if (allowed.size === 0) return 404;
    if (allowed.has(ctx.method)) return ctx.status;
    ctx.set('Allow', [...allowed].join(', '));
    return 405;
  };

  return async (ctx: Context, next: Next) => {
    if (!isApiPath(ctx.path)) return next();
    try {
      await next();
      // Answers the router made itself (no such route, wrong method), and Strapi's own routes under
      // /api with their { data, error } envelope, leave in the contract's shape too.
      if (ctx.status >= 400 && !isContractBody(ctx.body)) {
        const status = ctx.status === 404 || ctx.status === 405 ? routingAnswer(ctx) : ctx.status;
        const { code, message } = STATUS_CODES[status] ?? { code: 'INTERNAL_ERROR', message: 'Request failed.' };
        ctx.body = failureBody(code, message);
        ctx.status = status;
      }
    } catch (error) {
      if (error instanceof ApiError) {
        // A dependency's fault (storage, …): the visitor gets the code, the log gets the cause.
        if (error.status >= 500 && error.cause) {
          strapi.log.error(
            `[api] ${ctx.method} ${ctx.path}: ${error.code}: ${(error.cause as Error)?.message ?? error.cause}`,
          );
        }
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        ctx.status = error.status;
        ctx.body = { ...failureBody(error.code, error.message, error.fields), ...error.beside };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        strapi.log.error(`[api] database unavailable: ${(error as Error).message}`);
        ctx.status = 503;
        ctx.set('Retry-After', '30');
        ctx.body = failureBody('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.');
        return;
      }
      if (isRefusedValue(error)) {
        // A value from the request the database cannot take (a NUL byte, a number out of range):
        // the request's fault, though a route should have refused it before the query.
        strapi.log.warn(`[api] ${ctx.method} ${ctx.path}: the database refused a value: ${(error as Error).message}`);
        ctx.status = 400;
        ctx.body = failureBody('VALIDATION_FAILED', STATUS_CODES[400].message);
        return;
      }
      const status = (error as { status?: number })?.status ?? STRAPI_ERROR_STATUS[(error as Error)?.name];
      if (status && STATUS_CODES[status]) {
        ctx.status = status;
        ctx.body = failureBody(STATUS_CODES[status].code, STATUS_CODES[status].message);
        return;
      }
      strapi.log.error(`[api] ${ctx.method} ${ctx.path} failed: ${(error as Error)?.stack ?? error}`);
      ctx.status = 500;
      ctx.body = failureBody('INTERNAL_ERROR', 'Something went wrong on our side.');
    }
  };
};
