// Strapi's body parser would buffer a whole multipart upload to disk before any handler runs.
// Extended here so it skips the routes that stream their own body (the lead upload), which
// enforce their size limit while reading.

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const STREAMED_ROUTES = new Set(['POST /api/leads/create']);

type MiddlewareFactory = (
  config: unknown,
  context: { strapi: Core.Strapi },
) => (ctx: Context, next: Next) => Promise<unknown>;

export const skipStreamedRoutes =
  (strapiBody: MiddlewareFactory): MiddlewareFactory =>
  (config, context) => {
    const parse = strapiBody(config, context);
    return async (ctx, next) => (STREAMED_ROUTES.has(`${ctx.method} ${ctx.path}`) ? next() : parse(ctx, next));
  };
