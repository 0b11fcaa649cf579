// Requests by route template (never the raw path: ids would make a series per lead), method and
// status, and how long they took to answer, streamed answers (exports, downloads) to their end.

import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const LABELS = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route template and status.',
  labelNames: LABELS,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by method, route template and status.',
  labelNames: LABELS,
  // From a settings answer out of memory (milliseconds) to a large export or a slow upload (a minute).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A client may send any method name: the label keeps the known ones only. */
export const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : 'OTHER');

export const recordRequest = (labels: { method: string; route: string; status: number }, seconds: number) => {
  const values = { method: methodLabel(labels.method), route: labels.route, status: String(labels.status) };
  httpRequests.inc(values);
  httpRequestDuration.observe(values, seconds);
};
