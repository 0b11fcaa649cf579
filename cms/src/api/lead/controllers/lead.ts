// POST /api/leads/create: a visitor's vision proposal (README.md, "How a lead is taken in"). Reads
// the request (the form as a stream, the Idempotency-Key header, the client's address) and hands
// plain values to the intake.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { attachmentsOf } from '../../../lib/attachments/storage';
import { ApiError } from '../../../lib/http/api-error';
import { lingerBeforeClose } from '../../../lib/http/lingering-close';
import { readLeadForm } from '../../../lib/http/lead-form-reader';
import { parseIdempotencyKey } from '../validation/lead-form';
import { getService } from '../../../lib/strapi/services';
import { appConfig } from '../../../lib/config/app-config';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const attachments = attachmentsOf(strapi);
  const timeoutMs = appConfig(strapi, 'server').requestTimeoutMs;
  return {
    async create(ctx: Context) {
      const idempotencyKey = parseIdempotencyKey(ctx.get('Idempotency-Key'));
      if (!ctx.is('multipart/form-data')) {
        throw new ApiError(415, 'INVALID_FORMAT', 'Send the form as multipart/form-data.');
      }
      const form = await readLeadForm(ctx.req, attachments, { timeoutMs }).catch((error: unknown) => {
        // Refused before the body has all arrived (too large, too slow, storage down): the client
        // must read this answer rather than a reset.
        if (error instanceof ApiError && error.headers.Connection === 'close') lingerBeforeClose(ctx.req, ctx.res);
        throw error;
      });
      const reference = await getService(strapi, 'lead-intake').create({
        form,
        idempotencyKey,
        clientIp: ctx.request.ip,
      });
      ctx.status = 201;
      ctx.body = { success: true, reference };
    },
  };
};
