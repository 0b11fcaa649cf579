// A scheduled job that must run on one CMS instance at a time (the retention run, the backup):
// every instance's cron fires it, and on PostgreSQL a session advisory lock lets the first one run
// it while the others skip that round. The lock goes with the connection, so an instance that dies
// mid-run never leaves it held. SQLite is one process by definition.

import type { Core } from '@strapi/strapi';
import { borrowConnection } from './raw-rows';

type PgConnection = { query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** Runs `work` unless another instance holds the lock `key` (a bigint as a string); then answers 'locked'. */
export const runExclusively = async <T>(
  strapi: Core.Strapi,
  key: string,
  work: () => Promise<T>,
): Promise<T | 'locked'> => {
  if (strapi.db.dialect.client !== 'postgres') return work();
  const { connection, release } = await borrowConnection<PgConnection>(strapi);
  try {
    const { rows } = await connection.query('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (rows[0]?.locked !== true) return 'locked';
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await release();
  }
};
