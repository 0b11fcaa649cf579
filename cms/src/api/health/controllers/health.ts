// GET /api/health: the process answers (nothing else is touched). GET /api/ready: it can also do
// its work now (api::health.readiness), 503 with the failing checks otherwise.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { failureBody } from '../../../lib/http/api-error';
import type { Readiness } from '../services/readiness';
import { getService } from '../../../lib/strapi/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  health(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, status: 'ok' };
  },

  async ready(ctx: Context) {
    const { ready, checks }: Readiness = await getService(strapi, 'readiness').check();
    ctx.set('Cache-Control', 'no-store');
    if (ready) {
      ctx.body = { success: true, status: 'ready', checks };
      return;
    }
    const failing = Object.entries(checks)
      .filter(([, check]) => check.status !== 'ok')
      .map(([name]) => name);
    ctx.status = 503;
    ctx.set('Retry-After', '10');
    ctx.body = { ...failureBody('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}.`), checks };
  },
});
