// GET /api/admins/paginate, POST /api/admins/create, PUT /api/admins/update/:id,
// DELETE /api/admins/delete/:id: Strapi's admin users, for super admins (DESIGN.md).
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => strapi.service('api::admin-account.admin-accounts');
  return {
    async paginate(ctx) {
      const { results, pagination } = await accounts().paginate(ctx.query);
      ctx.body = { success: true, data: results, meta: { pagination } };
    },
  };
};
