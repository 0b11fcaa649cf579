// The lead admins' part of the /api contract (README.md, "The /api contract"): the paginated list,
// the streamed export and the attachment download, of a lead or of a quarantined attempt under
// review. Who may call them is the route's admin-access policy.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { LEAD_UID, QUARANTINE_UID, type AttachmentOwnerUid } from '../../../lib/uids';
import { parseExportQuery, parseListQuery } from '../validation/list-query';

type Download = { headers: Record<string, string>; body: NodeJS.ReadableStream };

/** A streamed answer: the headers go after the body, as Koa guesses a type and drops the length for a stream. */
const stream = (ctx: Context, { headers, body }: Download) => {
  ctx.status = 200;
  ctx.body = body;
  ctx.set(headers);
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const download = async (ctx: Context, uid: AttachmentOwnerUid) =>
    stream(ctx, await strapi.service('api::lead.lead-attachments').download(uid, String(ctx.params.id), callerOf(ctx)));

  return {
    async paginate(ctx: Context) {
      ctx.body = await strapi.service('api::lead.lead-list').paginate(parseListQuery(ctx.query));
    },

    async export(ctx: Context) {
      stream(ctx, await strapi.service('api::lead.lead-export').start(parseExportQuery(ctx.query), callerOf(ctx)));
    },

    file: (ctx: Context) => download(ctx, LEAD_UID),

    quarantinedFile: (ctx: Context) => download(ctx, QUARANTINE_UID),
  };
};
