// GET /api/health, /api/ready, /api/metrics and /api/openapi.json: for load balancers, monitoring
// and whoever reads this contract.

import { z } from 'zod';
import { ApiFailure, declareRoute, success } from './core';

export const Check = z.object({
  status: z.enum(['ok', 'failed']),
  ms: z.number(),
  reason: z.string().optional(),
});

/**
 * The database and private storage decide readiness. SMTP (when e-mail is on) and the malware
 * scanner (when scanning is on) are reported, never counted: their jobs wait for them.
 */
const Checks = z.object({
  database: Check,
  storage: Check,
  smtp: Check.optional(),
  clamav: Check.optional(),
});

export const HealthAnswer = success({ status: z.literal('ok') });
export const ReadyAnswer = success({ status: z.literal('ready'), checks: Checks });
export const NotReadyAnswer = ApiFailure.extend({ checks: Checks });

const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: z.int() } };

export const healthRoute = declareRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  tags: ['operations'],
  answers: { 200: { description: 'The process answers.', json: HealthAnswer } },
  errors: [],
});

export const readyRoute = declareRoute({
  method: 'get',
  path: '/api/ready',
  summary: 'Readiness: the database answers and private storage takes a file',
  tags: ['operations'],
  answers: {
    200: { description: 'Ready.', json: ReadyAnswer },
    503: {
      description: 'Not ready: the message and `checks` name the failing check.',
      json: NotReadyAnswer,
      headers: retryAfter,
    },
  },
  errors: [],
});

export const metricsRoute = declareRoute({
  method: 'get',
  path: '/api/metrics',
  summary: "Prometheus's scrape (only when METRICS_TOKEN is set; 404 otherwise)",
  tags: ['operations'],
  security: 'metrics',
  answers: { 200: { description: 'Prometheus text format 0.0.4.', media: { 'text/plain': z.string() } } },
  errors: [401, 404],
});

export const openApiRoute = declareRoute({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document',
  tags: ['operations'],
  answers: {
    200: {
      description: 'OpenAPI 3.1.',
      json: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    },
  },
  errors: [],
});

export type Check = z.infer<typeof Check>;
export type HealthAnswer = z.infer<typeof HealthAnswer>;
export type ReadyAnswer = z.infer<typeof ReadyAnswer>;
export type NotReadyAnswer = z.infer<typeof NotReadyAnswer>;
