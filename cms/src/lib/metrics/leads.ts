// What happens to visitors' submissions: leads written, refusals by the contract's error code,
// low-score attempts kept in quarantine, and requests refused by a rate limit on any route.

import { Counter } from 'prom-client';
import { metricsRegistry } from './registry';

export const leadsCreated = new Counter({
  name: 'vision_leads_created_total',
  help: 'Leads written (a repeated Idempotency-Key is not counted again).',
  registers: [metricsRegistry],
});

export const leadsRefused = new Counter({
  name: 'vision_leads_refused_total',
  help: "Lead submissions refused, by the answer's error code (RATE_LIMITED, BOT_CHECK_FAILED, …).",
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});

export const leadsQuarantined = new Counter({
  name: 'vision_leads_quarantined_total',
  help: 'Submissions with a low bot-check score, kept as quarantined attempts for review.',
  registers: [metricsRegistry],
});

export const rateLimited = new Counter({
  name: 'vision_rate_limited_total',
  help: 'Requests refused 429 by a rate limit, by route template.',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});
