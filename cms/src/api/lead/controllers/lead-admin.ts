// The lead admins' part of the /api contract (DESIGN.md): the paginated list, the streamed export
// and the attachment download, of a lead or of a quarantined attempt under review. Who may call
// them is the route's admin-access policy.

import { promises as fs } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../utils/admin-caller';
import { ApiError } from '../../../utils/api-error';
import { LEAD_UID, QUARANTINE_UID } from '../../../utils/uids';
import { pathOf } from '../services/attachment-store';
import { attachmentDisposition } from '../services/lead-export';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such lead or attachment.');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Answers the private file of a lead or quarantined attempt, and records who downloaded it. */
  const sendAttachment = async (ctx: Context, uid: string) => {
    const caller = callerOf(ctx);
    const attachment = await strapi.service('api::lead.lead-query').attachmentOf(ctx.params.id, uid);
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
        details: { name: attachment.attachmentName, size, ...(uid === QUARANTINE_UID ? { quarantined: true } : {}) },
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
  };

  return {
    async paginate(ctx) {
      ctx.body = await strapi.service('api::lead.lead-query').paginate(ctx.query);
    },

    async export(ctx) {
      const { headers, body } = await strapi.service('api::lead.lead-export').start(ctx.query, callerOf(ctx));
      ctx.set(headers);
      ctx.status = 200;
      ctx.body = body;
    },

    file: (ctx) => sendAttachment(ctx, LEAD_UID),

    quarantinedFile: (ctx) => sendAttachment(ctx, QUARANTINE_UID),
  };
};
