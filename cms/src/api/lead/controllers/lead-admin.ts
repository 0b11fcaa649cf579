// The lead admins' part of the /api contract (README.md, "The /api contract"): the paginated list,
// the statistics, the streamed export and the attachment download, of a lead or of a quarantined
// attempt under review; a lead's review: status, reviewer, notes, the possible reviewers; and a
// person's erasure and subject access.
// Who may call them is the route's admin-access policy.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { LEAD_UID, QUARANTINE_UID, type AttachmentOwnerUid } from '../../../lib/uids';
import { parseExportQuery, parseListQuery, parseStatsQuery } from '../validation/list-query';
import { parseErasure, parseSubjectQuery } from '../validation/privacy-input';
import { parseNote, parseReviewChange, parseVersion } from '../validation/review-input';
import { getService } from '../../../lib/strapi/services';

type Download = { headers: Record<string, string>; body: NodeJS.ReadableStream };

/** A streamed answer: the headers go after the body, as Koa guesses a type and drops the length for a stream. */
const stream = (ctx: Context, { headers, body }: Download) => {
  ctx.status = 200;
  ctx.body = body;
  ctx.set(headers);
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const download = async (ctx: Context, uid: AttachmentOwnerUid) =>
    stream(
      ctx,
      await getService(strapi, 'lead-attachments').download(uid, String(ctx.params.id), callerOf(ctx), {
        inline: ctx.query.inline === '1',
      }),
    );

  const review = () => getService(strapi, 'lead-review');

  return {
    async paginate(ctx: Context) {
      ctx.body = await getService(strapi, 'lead-list').paginate(parseListQuery(ctx.query, callerOf(ctx)));
    },

    async stats(ctx: Context) {
      const data = await getService(strapi, 'lead-stats').stats(parseStatsQuery(ctx.query, callerOf(ctx)));
      ctx.body = { success: true, data };
    },

    async export(ctx: Context) {
      const request = parseExportQuery(ctx.query, callerOf(ctx));
      stream(ctx, await getService(strapi, 'lead-export').start(request, callerOf(ctx)));
    },

    async review(ctx: Context) {
      ctx.body = { success: true, data: await review().get(String(ctx.params.id)) };
    },

    async changeReview(ctx: Context) {
      const change = parseReviewChange(ctx.request.body);
      const version = parseVersion(ctx.get('X-Document-Version') || undefined);
      const data = await review().change(String(ctx.params.id), change, version, callerOf(ctx));
      ctx.body = { success: true, data };
    },

    async notes(ctx: Context) {
      ctx.body = { success: true, data: await review().notes(String(ctx.params.id)) };
    },

    async addNote(ctx: Context) {
      const data = await review().addNote(String(ctx.params.id), parseNote(ctx.request.body), callerOf(ctx));
      ctx.status = 201;
      ctx.body = { success: true, data };
    },

    async mentionable(ctx: Context) {
      ctx.body = { success: true, data: await review().mentionable(String(ctx.params.id)) };
    },

    async reviewers(ctx: Context) {
      ctx.body = { success: true, data: await review().reviewers() };
    },

    async erase(ctx: Context) {
      const { subject, dryRun } = parseErasure(ctx.request.body);
      const data = await getService(strapi, 'personal-data').erase(subject, dryRun, callerOf(ctx));
      ctx.body = { success: true, data };
    },

    async subjectExport(ctx: Context) {
      const email = parseSubjectQuery(ctx.query);
      const { headers, body } = await getService(strapi, 'personal-data').subjectExport(email, callerOf(ctx));
      ctx.status = 200;
      ctx.set(headers);
      ctx.body = body;
    },

    file: (ctx: Context) => download(ctx, LEAD_UID),

    quarantinedFile: (ctx: Context) => download(ctx, QUARANTINE_UID),
  };
};
