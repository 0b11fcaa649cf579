// The outermost middleware (config/middlewares.ts; it replaces strapi::logger, whose line carried
// the query string): gives every request an id (README.md, "Logs, request ids and metrics"), answers it in
// X-Request-Id, runs the request in its scope so every log line it causes carries the id, and
// when the answer has left (a streamed export included) logs one line and counts it in the
// metrics. The line names the route template and the path without its query string: no personal
// data (a search for an e-mail address) reaches the log.

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REQUEST_ID_HEADER, requestIdFrom, runInRequestScope } from '../lib/logging/request-scope';
import { recordRequest } from '../lib/metrics/http-requests';
import { leadsRefused, rateLimited } from '../lib/metrics/leads';

const CREATE_LEAD = 'POST /api/leads/create';

/** The template of the route that answered (`/api/leads/:id/file`), or `unmatched`. */
const routeOf = (ctx: Context) => {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched !== 'string') return 'unmatched';
  // Strapi's catch-all for the admin panel also matches unknown /api paths (answered 404 by
  // global::contract-errors): they are not that route.
  if (ctx.path.startsWith('/api/') && !matched.startsWith('/api/')) return 'unmatched';
  return matched;
};

const errorCodeOf = (body: unknown) => {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER) || undefined);
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);

    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(ctx);
      const status = ctx.res.headersSent ? ctx.res.statusCode : ctx.status;
      recordRequest({ method: ctx.method, route, status }, seconds);
      if (status === 429) rateLimited.inc({ route });
      if (status >= 400 && `${ctx.method} ${route}` === CREATE_LEAD) leadsRefused.inc({ code: errorCodeOf(ctx.body) });
      const ms = Math.round(seconds * 1000);
      const aborted = ctx.res.writableFinished ? '' : ' (connection closed before the answer ended)';
      strapi.log.http(`${ctx.method} ${route === 'unmatched' ? ctx.path : route} ${status} (${ms} ms)${aborted}`, {
        requestId,
        method: ctx.method,
        route,
        path: ctx.path,
        status,
        durationMs: ms,
      });
    };
    ctx.res.once('finish', finished);
    ctx.res.once('close', finished);

    await runInRequestScope({ requestId }, next);
  };
