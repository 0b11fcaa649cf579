// The retention job (README.md, "Privacy"): once Settings' retention period after `closesAt` has
// passed (lib/privacy/retention-rule.ts), every lead and quarantined attempt received before
// closesAt is deleted with everything that holds its data: the same steps as an erasure on request
// (lib/privacy/erasure-steps.ts), in batches of one transaction each, files after each commit.
// The audit trail gets one entry with the counts, never a reference or an address. Run daily by
// Strapi's cron (bootstrap/retention-schedule.ts); on PostgreSQL a session advisory lock lets only
// one CMS instance run it at a time, the others skip that day's run. A run that deletes anything is
// first recorded in the erasure log (lib/backup/erasure-log.ts), for restores of older backups.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { runExclusively } from '../../../lib/database/exclusive-run';
import { leadTables } from '../../../lib/database/lead-tables';
import { erasureLogOf } from '../../../lib/backup/erasure-log';
import { fileKeysOf, removeErasedFiles } from '../../../lib/privacy/erasure-files';
import { ERASURE_STEPS, runErasureSteps, type ErasedRow, type ErasureCounts } from '../../../lib/privacy/erasure-steps';
import { retentionCutoff } from '../../../lib/privacy/retention-rule';
import { LEAD_UID, QUARANTINE_UID, SETTINGS_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

/** Rows per transaction: short enough not to hold a lock long, and few round trips. */
const BATCH = 500;

/** The advisory lock's key: any constant no other code of this database uses ("vision-ret"). */
const LOCK_KEY = '7612010100';

/** Each erasure step's count over every batch, the files removed and those that could not be. */
export type RetentionCounts = ErasureCounts & { files: number; filesNotRemoved: number };

export type RetentionOutcome =
  | { ran: false; reason: 'not-due' | 'locked' }
  | { ran: true; cutoff: string; counts: RetentionCounts };

const retention = ({ strapi }: { strapi: Core.Strapi }) => {
  // The draft: retention is one of the call's controls, which act as saved (config/src/publishing.ts).
  const settings = async () =>
    (await strapi.db
      .query(SETTINGS_UID)
      .findOne({ select: ['closesAt', 'retentionDays'], where: { publishedAt: null } })) as {
      closesAt: string | null;
      retentionDays: number | null;
    } | null;

  /** On PostgreSQL, runs `work` only if no other instance holds the lock (lib/database/exclusive-run.ts). */
  const exclusively = <T>(work: () => Promise<T>) => runExclusively(strapi, LOCK_KEY, work);

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
      let recorded = false;
      for (;;) {
        const { counts, keys } = await strapi.db.transaction(async ({ trx }) => {
          const set = {
            leads: asRows(await olderThan(trx, LEAD_UID, cutoff)),
            attempts: asRows(await olderThan(trx, QUARANTINE_UID, cutoff)),
          };
          if (!set.leads.length && !set.attempts.length) return { counts: null, keys: [] };
          // Recorded before the first deletion, so that a restore of an older backup repeats it.
          if (!recorded) await erasureLogOf(strapi).recordRetention(cutoff);
          recorded = true;
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
      await getService(strapi, 'audit-trail').recordBySystem('retention', {
        details: { closesAt: cutoff.toISOString(), retentionDays: stored!.retentionDays, ...counts },
      });
    }
    return { ran: true, cutoff: cutoff.toISOString(), counts };
  };

  return { run };
};

export default retention;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    retention: ReturnType<typeof retention>;
  }
}
