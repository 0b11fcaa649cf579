// The CMS's Prometheus metrics (README.md, "Metrics"): one named registry that GET /api/metrics
// serves. A part of the CMS with figures worth watching defines its metrics in this folder with
// `registers: [metricsRegistry]` (see http-requests.ts, leads.ts), or registers a gauge read at
// scrape time. Node's own figures (event-loop lag, memory, CPU, handles) are collected here.

import { collectDefaultMetrics, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry });
