// Waits, before the CMS stops, until its database pool has had no work for a moment. Strapi emits
// a document's events after the transaction commits without awaiting them (@strapi/core
// document-service/events.ts: a deep populate of the entry, fire-and-forget), so a stop right
// after a publish closed the pool under those reads, and their 'aborted' rejection went unhandled
// (seen in CI's PostgreSQL pass: seed-settings.test.ts restarting after a publish).

import type { Core } from '@strapi/strapi';
import type { PoolFigures } from '../metrics/database-pool';

const busy = (pool: PoolFigures) => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;

/** Resolves once the pool was idle at `checks` checks in a row (`intervalMs` apart), or after `timeoutMs`. */
export const untilPoolQuiet = async (
  strapi: Core.Strapi,
  { checks = 3, intervalMs = 20, timeoutMs = 5_000 } = {},
): Promise<void> => {
  const pool = (strapi.db?.connection?.client as { pool?: PoolFigures } | undefined)?.pool;
  if (!pool) return;
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < checks && Date.now() < deadline) {
    quiet = busy(pool) ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
