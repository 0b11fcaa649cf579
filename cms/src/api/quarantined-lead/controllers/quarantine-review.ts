// POST /api/leads/quarantine/:documentId/accept: moves a quarantined attempt into the leads.
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async accept(ctx: Context) {
    const lead = await strapi
      .service('api::quarantined-lead.quarantine-review')
      .accept(String(ctx.params.documentId), callerOf(ctx));
    ctx.status = 200;
    ctx.body = { success: true, data: lead };
  },
});
