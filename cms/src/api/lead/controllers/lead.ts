// POST /api/leads/create: a visitor's vision proposal (SPEC.md §7, DESIGN.md "Lead intake rules").
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx) {
    const reference = await strapi.service('api::lead.lead-intake').create(ctx);
    ctx.status = 201;
    ctx.body = { success: true, reference };
  },
});
