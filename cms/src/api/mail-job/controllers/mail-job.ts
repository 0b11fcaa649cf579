// POST /api/mail-jobs/:documentId/retry: a failed mail job goes back to the outbox, tried afresh.
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ApiError } from '../../../lib/http/api-error';
import { isDocumentId } from '../../../lib/http/document-id';
import { getService } from '../../../lib/strapi/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async retry(ctx: Context) {
    const { documentId } = ctx.params;
    if (!isDocumentId(documentId)) throw new ApiError(404, 'NOT_FOUND', 'No failed mail job with this id');
    const retried: boolean = await getService(strapi, 'mail-worker').retry(documentId);
    if (!retried) throw new ApiError(404, 'NOT_FOUND', 'No failed mail job with this id');
    ctx.status = 200;
    ctx.body = { success: true, data: { id: documentId, status: 'pending' } };
  },
});
