// GET /api/admins/paginate, POST /api/admins/create, PUT /api/admins/update/:id,
// DELETE /api/admins/delete/:id: Strapi's admin users, for super admins (DESIGN.md).
import type { Core } from '@strapi/strapi';
import { callerOf } from '../../../utils/admin-caller';
import { objectBody } from '../../auth/admin-input';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => strapi.service('api::admin-account.admin-accounts');
  return {
    async paginate(ctx) {
      const { results, pagination } = await accounts().paginate(ctx.query);
      ctx.body = { success: true, data: results, meta: { pagination } };
    },

    async create(ctx) {
      ctx.status = 201;
      ctx.body = { success: true, data: await accounts().create(objectBody(ctx)) };
    },

    async update(ctx) {
      ctx.body = { success: true, data: await accounts().update(ctx.params.id, objectBody(ctx), callerOf(ctx).id) };
    },

    async delete(ctx) {
      ctx.body = { success: true, data: await accounts().delete(ctx.params.id, callerOf(ctx).id) };
    },
  };
};
