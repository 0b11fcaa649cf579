// The claim of a job queue's due rows, shared by the mail outbox (lib/mail/job-leases.ts) and the
// malware scans (lib/scan/scan-jobs.ts). A claim is a lease: one UPDATE sets `lockedUntil` and a
// random `claimToken` on a batch of due, unleased rows, oldest due first. On PostgreSQL the batch is
// chosen with FOR UPDATE SKIP LOCKED, so instances claiming at the same moment take disjoint
// batches without waiting on each other; SQLite has one writer at a time, so the same UPDATE is
// already exclusive. A crashed holder's lease expires and the row is claimed again.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

type Queue = {
  /** The column name of an attribute of the job table. */
  column: (attribute: string) => string;
  /** A query on the job table. */
  query: () => Knex.QueryBuilder;
};

/**
 * Leases up to `batchSize` due rows to `token` for `leaseMs`; answers the leased rows' `attributes`
 * (raw, by column name), by id. `due` narrows what counts as due (the outbox's pending jobs).
 */
export const leaseDueRows = async (
  strapi: Core.Strapi,
  { column, query }: Queue,
  token: string,
  {
    batchSize,
    leaseMs,
    attributes,
    due = (rows) => rows,
  }: {
    batchSize: number;
    leaseMs: number;
    attributes: string[];
    due?: (rows: Knex.QueryBuilder) => Knex.QueryBuilder;
  },
): Promise<Record<string, unknown>[]> => {
  const now = new Date();
  const batch = due(query().select(column('id')))
    .where(column('nextAttemptAt'), '<=', now)
    .where((free) => free.whereNull(column('lockedUntil')).orWhere(column('lockedUntil'), '<', now))
    .orderBy(column('nextAttemptAt'))
    .orderBy(column('id'))
    .limit(batchSize);
  if (strapi.db.dialect.client === 'postgres') batch.forUpdate().skipLocked();
  const rows = (await query()
    .whereIn(column('id'), batch)
    .update({ [column('lockedUntil')]: new Date(now.getTime() + leaseMs), [column('claimToken')]: token })
    .returning(['id', ...attributes].map(column))) as Record<string, unknown>[];
  return rows.sort((a, b) => Number(a[column('id')]) - Number(b[column('id')]));
};
