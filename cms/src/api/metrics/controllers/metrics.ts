// GET /api/metrics: the registry of lib/metrics in Prometheus's text format, never cached.
import type { Context } from 'koa';
import { metricsRegistry } from '../../../lib/metrics/registry';

export default () => ({
  async scrape(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  },
});
