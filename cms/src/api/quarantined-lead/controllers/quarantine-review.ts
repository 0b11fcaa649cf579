// POST /api/leads/quarantine/:documentId/accept: moves a quarantined attempt into the leads.
import type { Core } from '@strapi/strapi';
import { callerOf } from '../../../utils/admin-caller';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async accept(ctx) {
    const lead = await strapi
      .service('api::quarantined-lead.quarantine-review')
      .accept(String(ctx.params.documentId), callerOf(ctx));
    ctx.status = 200;
    ctx.body = { success: true, data: lead };
  },
});
