// The retention job (README.md, "Privacy"): once Settings' retention period after `closesAt` has
// passed (lib/privacy/retention-rule.ts), every lead and quarantined attempt received before
// closesAt is deleted with everything that holds its data: the same steps as an erasure on request
// (lib/privacy/erasure-steps.ts), in batches of one transaction each, files after each commit.
// The audit trail gets one entry with the counts, never a reference or an address. Run daily by
// Strapi's cron (bootstrap/retention-schedule.ts); on PostgreSQL a session advisory lock lets only
// one CMS instance run it at a time, the others skip that day's run.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { borrowConnection } from '../../../lib/database/raw-rows';
import { leadTables } from '../../../lib/database/lead-tables';
import { fileKeysOf, removeErasedFiles } from '../../../lib/privacy/erasure-files';
import { ERASURE_STEPS, runErasureSteps, type ErasedRow, type ErasureCounts } from '../../../lib/privacy/erasure-steps';
import { retentionCutoff } from '../../../lib/privacy/retention-rule';
import { LEAD_UID, QUARANTINE_UID, SETTINGS_UID } from '../../../lib/uids';

/** Rows per transaction: short enough not to hold a lock long, and few round trips. */
const BATCH = 500;

/** The advisory lock's key: any constant no other code of this database uses ("vision-ret"). */
const LOCK_KEY = '7612010100';

/** Each erasure step's count over every batch, the files removed and those that could not be. */
export type RetentionCounts = ErasureCounts & { files: number; filesNotRemoved: number };

export type RetentionOutcome =
  | { ran: false; reason: 'not-due' | 'locked' }
  | { ran: true; cutoff: string; counts: RetentionCounts };

type PgConnection = { query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = async () =>
    (await strapi.db.query(SETTINGS_UID).findOne({ select: ['closesAt', 'retentionDays'] })) as {
      closesAt: string | null;
      retentionDays: number | null;
    } | null;

  /** On PostgreSQL, runs `work` only if no other instance holds the lock; elsewhere, just runs it. */
  const exclusively = async <T>(work: () => Promise<T>): Promise<T | 'locked'> => {
    if (strapi.db.dialect.client !== 'postgres') return work();
    const { connection, release } = await borrowConnection<PgConnection>(strapi);
    try {
      const { rows } = await connection.query('select pg_try_advisory_lock($1::bigint) as locked', [LOCK_KEY]);
      if (rows[0]?.locked !== true) return 'locked';
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1::bigint)', [LOCK_KEY]);
      }
    } finally {
      await release();
    }
  };

  const olderThan = (trx: Knex.Transaction, uid: typeof LEAD_UID | typeof QUARANTINE_UID, cutoff: Date) => {
    const tables = leadTables(strapi, uid);
    const schema = strapi.db.getSchemaName();
    const query = schema ? trx(tables.table).withSchema(schema) : trx(tables.table);
    return query
      .where(tables.column('createdAt'), '<', cutoff)
      .select('id', `${tables.column('reference')} as reference`, `${tables.column('attachmentKey')} as attachmentKey`)
      .orderBy('id')
      .limit(BATCH) as Promise<{ id: number; reference: string; attachmentKey: string | null }[]>;
  };

  const asRows = (rows: { id: number; reference: string; attachmentKey: string | null }[]): ErasedRow[] =>
    rows.map((row) => ({ id: Number(row.id), reference: row.reference, attachmentKey: row.attachmentKey ?? null }));

  /** Deletes what is due at `now`; answers what it did. */
  const run = async (now = Date.now()): Promise<RetentionOutcome> => {
    const stored = await settings();
    const cutoff = retentionCutoff(now, { closesAt: stored?.closesAt, retentionDays: stored?.retentionDays });
    if (!cutoff) return { ran: false, reason: 'not-due' };
    const outcome = await exclusively(async () => {
      const totals: RetentionCounts = {
        ...Object.fromEntries(ERASURE_STEPS.map((step) => [step.name, 0])),
        files: 0,
        filesNotRemoved: 0,
      };
      for (;;) {
        const { counts, keys } = await strapi.db.transaction(async ({ trx }) => {
          const set = {
            leads: asRows(await olderThan(trx, LEAD_UID, cutoff)),
            attempts: asRows(await olderThan(trx, QUARANTINE_UID, cutoff)),
          };
          if (!set.leads.length && !set.attempts.length) return { counts: null, keys: [] };
          return { counts: await runErasureSteps({ strapi, trx, set }, false), keys: fileKeysOf(set) };
        });
        if (!counts) break;
        for (const [name, count] of Object.entries(counts)) totals[name] = (totals[name] ?? 0) + count;
        const files = await removeErasedFiles(strapi, keys);
        totals.files += files.removed;
        totals.filesNotRemoved += files.failed;
      }
      return totals;
    });
    if (outcome === 'locked') return { ran: false, reason: 'locked' };
    const counts = outcome;
    if ((counts.leads ?? 0) + (counts.quarantinedLeads ?? 0) > 0) {
      await strapi.service('api::audit-entry.audit-trail').recordBySystem('retention', {
        details: { closesAt: cutoff.toISOString(), retentionDays: stored!.retentionDays, ...counts },
      });
    }
    return { ran: true, cutoff: cutoff.toISOString(), counts };
  };

  return { run };
};
