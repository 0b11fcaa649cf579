// POST /api/auth/session-in, POST /api/auth/session-out, GET /api/auth/admin (DESIGN.md).
import type { Core } from '@strapi/strapi';
import { callerOf } from '../../../utils/admin-caller';
import { ApiError } from '../../../utils/api-error';
import { emailProblem, failIfAny, normaliseEmail, objectBody, type FieldErrors } from '../admin-input';
import { adminView } from '../admin-view';

/** Long enough for any real password; stops a megabyte "password" from reaching bcrypt. */
const PASSWORD_MAX_LENGTH = 1024;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sessionIn(ctx) {
    const { email, password } = objectBody(ctx);
    const fields: FieldErrors = {};
    const emailIssue = emailProblem(email);
    if (emailIssue) fields.email = emailIssue;
    if (typeof password !== 'string' || password === '') fields.password = 'REQUIRED';
    else if (password.length > PASSWORD_MAX_LENGTH) fields.password = 'MAX_LENGTH';
    failIfAny(fields);

    const user = await strapi
      .service('api::auth.sign-in')
      .check({ email: normaliseEmail(email) as string, password: password as string, ip: ctx.request.ip });
    await strapi.service('api::auth.admin-session').start(ctx, user.id);
    ctx.body = { success: true, data: adminView(user) };
  },

  async sessionOut(ctx) {
    await strapi.service('api::auth.admin-session').end(ctx);
    ctx.body = { success: true };
  },

  async admin(ctx) {
    const caller = callerOf(ctx);
    if (caller.kind !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'An API token is not an admin.');
    const user = await strapi.db.query('admin::user').findOne({ where: { id: caller.id }, populate: ['roles'] });
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.');
    ctx.body = { success: true, data: adminView(user) };
  },
});
