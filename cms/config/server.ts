import type { Core } from '@strapi/strapi';

const positive = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);

/** Node's own cut-off comes this much after ours, so a slow lead upload gets our JSON 408 first. */
const NODE_BACKSTOP_MS = 5_000;

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // Slow clients (README.md, "Health, readiness and slow clients"): the whole request must arrive within this, its
  // headers within HEADERS_TIMEOUT_SECONDS (never more than the whole).
  const requestTimeoutMs = positive(env.int('REQUEST_TIMEOUT_SECONDS', 60), 60) * 1000;
  const headersTimeoutMs = Math.min(positive(env.int('HEADERS_TIMEOUT_SECONDS', 20), 20) * 1000, requestTimeoutMs);
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Behind nginx or a load balancer: trust X-Forwarded-* so the rate limit sees the visitor's IP.
    proxy: { koa: env.bool('IS_PROXIED', false) },
    app: {
      keys: env.array('APP_KEYS'),
    },
    // Strapi's scheduled tasks. server.js turns them off in every worker but the first, so a
    // sweep or a digest runs once per deployment, not once per worker; a second container
    // (`--scale cms=N`) sets CRON_ENABLED=false itself (docs/deployment.md).
    cron: { enabled: env.bool('CRON_ENABLED', true) },
    /**
     * The mail worker and the scheduled jobs (retention, backups). Off only in the one-off commands
     * that load the CMS to do one thing and exit (src/cli/: backup, restore).
     */
    backgroundJobs: env.bool('CMS_BACKGROUND_JOBS', true),
    /** The lead upload's own deadline (src/lib/http/lead-form-reader.ts), answered 408 in JSON. */
    requestTimeoutMs,
    // Node's limits for every other request (answered by src/lib/http/client-errors.ts), checked
    // every second instead of Node's default 30.
    http: {
      serverOptions: {
        requestTimeout: requestTimeoutMs + NODE_BACKSTOP_MS,
        headersTimeout: headersTimeoutMs,
        connectionsCheckingInterval: 1000,
      },
    },
  };
};
