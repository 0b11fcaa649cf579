// `global::admin-access`: the one gate of every admin route of the /api contract (README.md,
// "Signing in"). Route config: `adminAccess(level)` (the levels of
// lib/auth/admin-routes.ts. No or bad credentials → 401 UNAUTHORIZED; a cookie-signed-in change
// without the matching X-CSRF-Token → 403 CSRF_TOKEN_INVALID; not enough rights → 403 FORBIDDEN.
// On success the caller is on `ctx.state.adminCaller` (read it with `callerOf(ctx)`). The rules live
// in the `api::auth.admin-access` service; this file reads the request and applies them.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCESS_LEVELS, isReadMethod, type AccessLevel } from '../lib/auth/admin-routes';
import { CSRF_HEADER, csrfCookieOf, sessionTokenOf } from '../lib/auth/session-cookies';
import { ApiError } from '../lib/http/api-error';
import { getService } from '../lib/strapi/services';

const bearerOf = (ctx: Context): string | null => {
  const parts = String(ctx.request.header.authorization ?? '').split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' ? parts[1] : null;
};

type PolicyContext = Context & { request: Context['request'] & { ctx?: Context } };

export default async (
  policyContext: PolicyContext,
  config: { allow?: AccessLevel },
  { strapi }: { strapi: Core.Strapi },
) => {
  const level = config?.allow;
  if (!level || !ACCESS_LEVELS.includes(level)) {
    throw new Error(`global::admin-access needs config.allow, one of ${ACCESS_LEVELS.join(', ')}`);
  }
  // Strapi hands policies a copy of the koa context without its cookie jar; the request knows the original.
  const ctx = policyContext.request.ctx ?? policyContext;
  const access = getService(strapi, 'admin-access');

  const identity = await access.identify({ bearer: bearerOf(ctx), sessionToken: sessionTokenOf(ctx.cookies) });
  if (!identity) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');

  if (identity.kind === 'admin' && identity.via === 'cookie' && !isReadMethod(ctx.method)) {
    const sessions = getService(strapi, 'admin-session');
    if (!sessions.csrfMatches(identity.session, ctx.get(CSRF_HEADER) || null, csrfCookieOf(ctx.cookies))) {
      throw new ApiError(403, 'CSRF_TOKEN_INVALID', 'Send the X-CSRF-Token header with the anti-forgery cookie.');
    }
  }

  // The committee's levels ask whether the caller is assigned to the lead the path names.
  const leadId = typeof ctx.params?.id === 'string' ? ctx.params.id : undefined;
  if (!(await access.permits(identity, level, ctx.method, leadId))) {
    throw new ApiError(403, 'FORBIDDEN', 'You may not do this.');
  }

  ctx.state.adminCaller = access.callerOf(identity);
  return true;
};
