// `global::admin-access`: the one gate of every admin route of the /api contract (DESIGN.md).
// Route config: `{ name: 'global::admin-access', config: { allow: 'signed-in' | 'leads' | 'super-admin' } }`.
// No or bad credentials → 401 UNAUTHORIZED; a cookie-signed-in change without the matching
// X-CSRF-Token → 403 CSRF_TOKEN_INVALID; not enough rights → 403 FORBIDDEN. On success the caller
// is on `ctx.state.adminCaller` (read it with `callerOf(ctx)`). The rules live in the
// `api::auth.admin-access` service; this file only applies them.

import type { Core } from '@strapi/strapi';
import { ApiError } from '../utils/api-error';
import { ACCESS_LEVELS, isReadMethod, type AccessLevel } from '../api/auth/services/admin-access';

export default async (policyContext, config: { allow?: AccessLevel }, { strapi }: { strapi: Core.Strapi }) => {
  const level = config?.allow;
  if (!level || !ACCESS_LEVELS.includes(level)) {
    throw new Error(`global::admin-access needs config.allow, one of ${ACCESS_LEVELS.join(', ')}`);
  }
  // Strapi hands policies a copy of the koa context without its cookie jar; the request knows the original.
  const ctx = policyContext.request.ctx ?? policyContext;
  const access = strapi.service('api::auth.admin-access');

  const identity = await access.identify(ctx);
  if (!identity) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');

  if (identity.kind === 'admin' && identity.via === 'cookie' && !isReadMethod(ctx.method)) {
    if (!strapi.service('api::auth.admin-session').csrfMatches(ctx, identity.session)) {
      throw new ApiError(403, 'CSRF_TOKEN_INVALID', 'Send the X-CSRF-Token header with the anti-forgery cookie.');
    }
  }

  if (!(await access.permits(identity, level, ctx.method))) {
    throw new ApiError(403, 'FORBIDDEN', 'You may not do this.');
  }

  ctx.state.adminCaller = access.callerOf(identity);
  return true;
};
