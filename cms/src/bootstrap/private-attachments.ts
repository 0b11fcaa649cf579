// Lead attachments without a row (a crash mid-upload, a write that failed and could not remove its
// file) are swept at start and then every few minutes while the CMS runs (Strapi's cron,
// ORPHAN_SWEEP_MINUTES). Only files older than the longest a request may take are touched:
// REQUEST_TIMEOUT_SECONDS cuts every upload off, and the margin covers what follows the body
// (the bot check, the write, its confirmation) and clocks a little apart between instances. So a
// file whose request is still in flight, on any instance, is never old enough.
// Storage that cannot be used does not stop the start (the site's texts are still served): it is
// logged, uploads answer 503 and GET /api/ready reports it until it is fixed.

import type { Core } from '@strapi/strapi';
import { sweepOrphans, type SweepCounts } from '../lib/attachments/orphan-sweep';
import { attachmentsOf, StorageFault } from '../lib/attachments/storage';
import { LEAD_UID, QUARANTINE_UID } from '../lib/uids';
import { appConfig } from '../lib/config/app-config';

/** One sweep at a time across every instance on PostgreSQL (pg_try_advisory_xact_lock). */
export const SWEEP_LOCK = 0x76_69_73_77; // "visw"

const JOB_NAME = 'attachments-orphan-sweep';

/** How old a file without a row must be before it is removed. */
export const orphanAgeMs = (strapi: Core.Strapi) =>
  appConfig(strapi, 'server').requestTimeoutMs + appConfig(strapi, 'leads').orphanSweep.marginMs;

/**
 * The cron pattern (seconds first) for every `minutes`: whole minutes up to an hour, whole hours
 * above; under a minute in seconds, for tests.
 */
export const sweepSchedule = (minutes: number): string => {
  if (minutes < 1) return `*/${Math.min(59, Math.max(1, Math.round(minutes * 60)))} * * * * *`;
  if (minutes < 60) return `0 */${Math.round(minutes)} * * * *`;
  return `0 0 */${Math.min(23, Math.round(minutes / 60))} * * *`;
};

// Quarantine first: accepting an attempt moves its key to a new lead in one transaction, so a key
// missed in the quarantine (already moved) is then found among the leads, never missed in both.
const OWNERS_IN_SWEEP_ORDER = [QUARANTINE_UID, LEAD_UID] as const;

const referencedAmong = (strapi: Core.Strapi) => async (keys: string[]) => {
  const referenced = new Set<string>();
  for (const uid of OWNERS_IN_SWEEP_ORDER) {
    const rows = (await strapi.db
      .query(uid)
      .findMany({ where: { attachmentKey: { $in: keys } }, select: ['attachmentKey'] })) as {
      attachmentKey: string;
    }[];
    for (const row of rows) referenced.add(row.attachmentKey);
  }
  return referenced;
};

/** Runs `work` unless another instance's sweep holds the lock (then answers null). */
const exclusively = async <T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T | null> => {
  if (strapi.db.dialect.client !== 'postgres') return work();
  // Knex's own transaction, not Strapi's: the lock lives on this one connection until it ends,
  // while the sweep's queries go through the pool as usual.
  return strapi.db.connection.transaction(async (trx) => {
    const answer = (await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [SWEEP_LOCK])) as {
      rows: { locked: boolean }[];
    };
    return answer.rows[0]?.locked ? work() : null;
  });
};

/** The CMSes sweeping right now: a slow sweep is not started again by the next tick. */
const sweeping = new WeakSet<Core.Strapi>();

/** One sweep now; answers its counts, or null when another sweep (here or elsewhere) is running. */
export const sweepOrphanAttachments = async (strapi: Core.Strapi, when: 'start' | 'periodic') => {
  if (sweeping.has(strapi)) return null;
  sweeping.add(strapi);
  const store = attachmentsOf(strapi);
  const ageMs = orphanAgeMs(strapi);
  try {
    const counts: SweepCounts | null = await exclusively(strapi, () =>
      sweepOrphans(store, referencedAmong(strapi), ageMs),
    );
    if (counts?.removed) {
      strapi.log.warn(
        `[attachments] ${when} sweep: removed ${counts.removed} of ${counts.checked} file(s) older than ${Math.round(ageMs / 1000)} s without a row in ${store.where}`,
      );
    } else if (counts) {
      strapi.log.info(
        `[attachments] ${when} sweep: ${counts.checked} file(s) older than ${Math.round(ageMs / 1000)} s checked, none without a row`,
      );
    } else {
      strapi.log.info(`[attachments] ${when} sweep skipped: another instance is sweeping`);
    }
    return counts;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    strapi.log.error(
      error instanceof StorageFault
        ? `[attachments] private storage ${store.where} cannot be used (${code}): lead submissions answer 503 until it is fixed`
        : `[attachments] ${when} sweep failed (${code}); the next one tries again`,
    );
    return null;
  } finally {
    sweeping.delete(strapi);
  }
};

export const preparePrivateAttachments = async (strapi: Core.Strapi) => {
  await sweepOrphanAttachments(strapi, 'start');
  const minutes = appConfig(strapi, 'leads').orphanSweep.everyMinutes;
  if (minutes > 0) {
    strapi.cron.add({
      [JOB_NAME]: {
        task: () => sweepOrphanAttachments(strapi, 'periodic'),
        options: { rule: sweepSchedule(minutes) },
      },
    });
  }
};
