// The lead admins' part of the /api contract (DESIGN.md): the paginated list, the streamed export
// and the attachment download. Who may call them is the route's admin-access policy.

import { promises as fs } from 'node:fs';
import type { Core } from '@strapi/strapi';
import { callerOf } from '../../../utils/admin-caller';
import { ApiError } from '../../../utils/api-error';
import { pathOf } from '../services/attachment-store';
import { attachmentDisposition } from '../services/lead-export';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such lead or attachment.');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async paginate(ctx) {
    ctx.body = await strapi.service('api::lead.lead-query').paginate(ctx.query);
  },

  async export(ctx) {
    const { headers, body } = await strapi.service('api::lead.lead-export').start(ctx.query, callerOf(ctx));
    ctx.set(headers);
    ctx.status = 200;
    ctx.body = body;
  },

  async file(ctx) {
    const caller = callerOf(ctx);
    const attachment = await strapi.service('api::lead.lead-query').attachmentOf(ctx.params.id);
    if (!attachment) throw notFound();
    // Opened before anything is answered: a file missing on disk is a 404 and a log line, not a crash.
    const file = await fs.open(pathOf(attachment.attachmentKey), 'r').catch((error: NodeJS.ErrnoException) => {
      strapi.log.error(`[leads] attachment of ${attachment.reference} is missing on disk (${error.code})`);
      return null;
    });
    if (!file) throw notFound();
    try {
      const { size } = await file.stat();
      await strapi.service('api::audit-entry.audit-trail').record(caller, 'attachment-download', {
        leadReference: attachment.reference,
        details: { name: attachment.attachmentName, size },
      });
      ctx.status = 200;
      ctx.body = file.createReadStream();
      // After the body: Koa guesses a type and drops the length when a stream body is set.
      ctx.set({
        'Content-Type': attachment.attachmentType ?? 'application/octet-stream',
        'Content-Length': String(size),
        'Content-Disposition': attachmentDisposition(attachment.attachmentName ?? 'file', attachment.reference),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': 'sandbox',
      });
    } catch (error) {
      await file.close();
      throw error;
    }
  },
});
