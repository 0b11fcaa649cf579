// The committee's part of the /api contract (README.md, "The /api contract"): the rubric, the
// assignments and their progress, an evaluator's queue, the proposal, the scores, a conflict of
// interest and the ranking. Who may call each is the route's admin-access policy.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { getService } from '../../../lib/strapi/services';
import {
  parseAdminId,
  parseAreas,
  parseAutoAssign,
  parseConflict,
  parseEvaluatorIds,
  parseQueueQuery,
  parseRankingQuery,
  parseRubric,
  parseScore,
} from '../validation/evaluation-input';

/** The caller's own admin id: the routes that ask for it admit admins only (their policy). */
const ownId = (ctx: Context) => {
  const caller = callerOf(ctx);
  return caller.kind === 'admin' ? caller.id : 0;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rubric = () => getService(strapi, 'evaluation-rubric');
  const assignments = () => getService(strapi, 'evaluation-assignments');
  const scores = () => getService(strapi, 'evaluation-scores');
  const lead = (ctx: Context) => String(ctx.params.id);

  return {
    async rubric(ctx: Context) {
      ctx.body = { success: true, data: await rubric().get() };
    },

    async replaceRubric(ctx: Context) {
      ctx.body = { success: true, data: await rubric().replace(parseRubric(ctx.request.body), callerOf(ctx)) };
    },

    async evaluators(ctx: Context) {
      ctx.body = { success: true, data: await assignments().evaluators() };
    },

    async setAreas(ctx: Context) {
      const id = parseAdminId(ctx.params.id);
      const data = await assignments().setAreas(id, parseAreas(ctx.request.body), callerOf(ctx));
      ctx.body = { success: true, data };
    },

    async progress(ctx: Context) {
      ctx.body = { success: true, data: await getService(strapi, 'evaluation-progress').progress() };
    },

    async assign(ctx: Context) {
      const data = await assignments().assign(lead(ctx), parseEvaluatorIds(ctx.request.body), callerOf(ctx));
      ctx.body = { success: true, data };
    },

    async autoAssign(ctx: Context) {
      const request = parseAutoAssign(ctx.request.body, callerOf(ctx));
      ctx.body = { success: true, data: await assignments().autoAssign(request, callerOf(ctx)) };
    },

    async queue(ctx: Context) {
      ctx.body = await assignments().queue(ownId(ctx), parseQueueQuery(ctx.query));
    },

    async proposal(ctx: Context) {
      ctx.body = { success: true, data: await scores().proposal(lead(ctx), callerOf(ctx)) };
    },

    async score(ctx: Context) {
      ctx.body = { success: true, data: await scores().save(lead(ctx), parseScore(ctx.request.body), callerOf(ctx)) };
    },

    async reopen(ctx: Context) {
      const evaluatorId = parseAdminId(ctx.params.evaluatorId);
      ctx.body = { success: true, data: await scores().reopen(lead(ctx), evaluatorId, callerOf(ctx)) };
    },

    async scores(ctx: Context) {
      ctx.body = { success: true, data: await scores().scores(lead(ctx), callerOf(ctx)) };
    },

    async conflict(ctx: Context) {
      const reason = parseConflict(ctx.request.body);
      ctx.body = { success: true, data: await scores().declareConflict(lead(ctx), reason, callerOf(ctx)) };
    },

    async ranking(ctx: Context) {
      ctx.body = await getService(strapi, 'evaluation-ranking').ranking(parseRankingQuery(ctx.query, callerOf(ctx)));
    },
  };
};
