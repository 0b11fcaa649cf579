// GET /api/admins/paginate, POST /api/admins/create, PUT /api/admins/update/:id,
// DELETE /api/admins/delete/:id: Strapi's admin users, for super admins (README.md, "The /api contract").
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { parsePageRequest } from '../../../lib/http/paging';
import { failIfAny, objectBody, type FieldErrors } from '../../auth/validation/admin-input';
import { getService } from '../../../lib/strapi/services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => getService(strapi, 'admin-accounts');
  return {
    async paginate(ctx: Context) {
      const fields: FieldErrors = {};
      const page = parsePageRequest(ctx.query, fields);
      failIfAny(fields);
      const { results, pagination } = await accounts().paginate(page);
      ctx.body = { success: true, data: results, meta: { pagination } };
    },

    async create(ctx: Context) {
      ctx.status = 201;
      ctx.body = { success: true, data: await accounts().create(objectBody(ctx.request.body)) };
    },

    async update(ctx: Context) {
      const body = objectBody(ctx.request.body);
      ctx.body = { success: true, data: await accounts().update(ctx.params.id, body, callerOf(ctx).id) };
    },

    async delete(ctx: Context) {
      ctx.body = { success: true, data: await accounts().delete(ctx.params.id, callerOf(ctx).id) };
    },
  };
};
