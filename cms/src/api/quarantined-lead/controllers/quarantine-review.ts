// POST /api/leads/quarantine/:documentId/accept: moves a quarantined attempt into the leads.
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { isDocumentId } from '../../../lib/http/document-id';
import { getService } from '../../../lib/strapi/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async accept(ctx: Context) {
    const { documentId } = ctx.params;
    if (!isDocumentId(documentId)) throw new ApiError(404, 'NOT_FOUND', 'No quarantined attempt with this id');
    const lead = await getService(strapi, 'quarantine-review').accept(documentId, callerOf(ctx));
    ctx.status = 200;
    ctx.body = { success: true, data: lead };
  },
});
