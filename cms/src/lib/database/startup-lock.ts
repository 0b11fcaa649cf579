import type { Core } from '@strapi/strapi';

// The start-up steps that write (seeding the settings, the roles, the Hebrew locale, the
// reviews' backfill, the orphan sweep at start) must not run twice at once against one
// database: several workers (server.js) or several containers start together, and two seeds
// racing would each see "no settings yet". On PostgreSQL one transaction-scoped advisory lock
// makes the starts take turns; the second one finds the work done and does nothing. The lock is
// released by the transaction's end, so a start that crashes never leaves it held. SQLite is one
// process by definition (server.js refuses several workers on it).

/** An arbitrary constant of this product's, the same in every instance ('VISN'). */
export const STARTUP_LOCK_KEY = 0x5649_534e;

export const whileHoldingStartupLock = async <T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> => {
  if (strapi.db.dialect.client !== 'postgres') return work();
  // The lock holds one pooled connection idle in its transaction; `work` uses the others.
  return strapi.db.connection.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [STARTUP_LOCK_KEY]);
    return work();
  });
};
