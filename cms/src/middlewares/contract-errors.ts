// Wraps every /api contract route (README.md, "The /api contract") so that any failure, including a refusing policy or
// a route that does not exist, leaves as the contract's JSON error shape, never as a stack trace
// or Strapi's own error envelope. Global, because route policies run outside route middlewares.

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError, failureBody } from '../lib/http/api-error';

const STATUS_CODES: Record<number, { code: ApiError['code']; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  401: { code: 'UNAUTHORIZED', message: 'Sign in first.' },
  403: { code: 'FORBIDDEN', message: 'You may not do this.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This route does not take that method.' },
  413: { code: 'FILE_TOO_LARGE', message: 'The request is too large.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests.' },
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

/** Errors that mean the database cannot be reached or did not answer in time. */
const isDatabaseUnavailable = (error: unknown): boolean => {
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P01|57P03|Timeout acquiring a connection|Unable to acquire a connection|Connection terminated|SQLITE_BUSY|database is locked/i.test(
    text,
  );
};

/** The path prefixes of the /api contract; Strapi's own routes keep their own answers. */
const CONTRACT_PREFIXES = ['/api/settings/', '/api/leads/', '/api/auth/', '/api/admins/'];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!CONTRACT_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) return next();
    try {
      await next();
      // Answers the router made itself (no such route, wrong method) leave in the contract's shape too.
      const bare = ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string';
      if (ctx.status >= 400 && bare) {
        const { code, message } = STATUS_CODES[ctx.status] ?? { code: 'INTERNAL_ERROR', message: 'Request failed.' };
        const status = ctx.status;
        ctx.body = failureBody(code, message);
        ctx.status = status;
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        ctx.status = error.status;
        ctx.body = failureBody(error.code, error.message, error.fields);
        return;
      }
      if (isDatabaseUnavailable(error)) {
        strapi.log.error(`[api] database unavailable: ${(error as Error).message}`);
        ctx.status = 503;
        ctx.set('Retry-After', '30');
        ctx.body = failureBody('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.');
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
