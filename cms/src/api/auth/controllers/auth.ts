// POST /api/auth/session-in, POST /api/auth/session-out, GET /api/auth/admin (README.md, "Signing in").
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { sessionTokenOf, writeSessionCookies } from '../../../lib/auth/session-cookies';
import { ApiError } from '../../../lib/http/api-error';
import { adminView } from '../admin-view';
import { parseSignIn } from '../validation/admin-input';
import { getService } from '../../../lib/strapi/services';
import { appConfig } from '../../../lib/config/app-config';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => getService(strapi, 'admin-session');
  const secureCookies = appConfig(strapi, 'admin-sessions').secureCookies;

  return {
    async sessionIn(ctx: Context) {
      const { email, password } = parseSignIn(ctx.request.body);
      const user = await getService(strapi, 'sign-in').check({ email, password, ip: ctx.request.ip });
      writeSessionCookies(ctx.cookies, await sessions().start(user.id), secureCookies);
      ctx.body = { success: true, data: adminView(user) };
    },

    async sessionOut(ctx: Context) {
      await sessions().end(sessionTokenOf(ctx.cookies));
      writeSessionCookies(ctx.cookies, null, secureCookies);
      ctx.body = { success: true };
    },

    async admin(ctx: Context) {
      const caller = callerOf(ctx);
      if (caller.kind !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'An API token is not an admin.');
      const user = await strapi.db.query('admin::user').findOne({ where: { id: caller.id }, populate: ['roles'] });
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');
      ctx.body = { success: true, data: adminView(user) };
    },
  };
};
