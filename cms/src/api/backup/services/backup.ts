// Backups (docs/deployment.md, "Backups and restore"): one backup on demand (`npm run backup`,
// src/cli/backup.ts) and the scheduled one (bootstrap/backup-schedule.ts), both through
// lib/backup/take-backup.ts. The scheduled run happens once across instances: an advisory lock on
// PostgreSQL, and a mark of the last run that a late instance finds. After a whole backup it deletes
// the copies beyond the keep settings and the erasure-log entries no kept copy needs; a failure is
// logged, counted in /api/metrics and mailed to the super admins.

import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../lib/config/app-config';
import { runExclusively } from '../../../lib/database/exclusive-run';
import { isAgePublicKey } from '../../../lib/backup/age-stream';
import { erasureLogOf } from '../../../lib/backup/erasure-log';
import { REPLAY_MARGIN_MS } from '../../../lib/backup/erasure-replay';
import { copiesToDelete } from '../../../lib/backup/kept-copies';
import { openLocation } from '../../../lib/backup/location';
import { backupsIn, type Manifest } from '../../../lib/backup/manifest';
import { takeBackup } from '../../../lib/backup/take-backup';
import { enqueueBackupFailureAlert } from '../../../lib/mail/backup-alert';
import { backupFailures, backupLastSuccess } from '../../../lib/metrics/backups';

/** The advisory lock of the scheduled backup: a constant no other code of this database uses. */
const LOCK_KEY = '7612010200';
/** Where the time of the last scheduled run is kept (Strapi's core store). */
const LAST_RUN = { type: 'plugin', name: 'vision-backup', key: 'last-scheduled-run' } as const;
/** A run this recent was this schedule's, on another instance whose clock fired first. */
const SAME_RUN_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ScheduledOutcome =
  | { ran: false; reason: 'off' | 'locked' | 'done-elsewhere' }
  | { ran: true; ok: true; manifest: Manifest; deleted: string[] }
  | { ran: true; ok: false; error: string };

const backup = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => appConfig(strapi, 'backup');

  /** One backup into `to` (a folder or s3://bucket/prefix), encrypted to `publicKey`. */
  const take = async ({ to = settings().to, publicKey = settings().publicKey } = {}) => {
    if (!to) throw new Error('no destination: give --to, or set BACKUP_TO');
    if (!isAgePublicKey(publicKey)) throw new Error('BACKUP_PUBLIC_KEY is not an age public key (age1…)');
    return takeBackup(strapi, { location: openLocation(to, settings().s3), publicKey });
  };

  /** Deletes the copies in `to` beyond the keep settings, and the log entries older than every copy kept. */
  const pruneCopies = async (to: string, now: Date) => {
    const location = openLocation(to, settings().s3);
    const copies = backupsIn(await location.list());
    const deleted = copiesToDelete(copies, settings().keep, now);
    await location.remove(copies.filter((copy) => deleted.includes(copy.name)).flatMap((copy) => copy.objects));
    const oldestKept = copies
      .filter((copy) => copy.complete && !deleted.includes(copy.name))
      .reduce<Date | null>((oldest, copy) => (!oldest || copy.startedAt < oldest ? copy.startedAt : oldest), null);
    if (oldestKept) await erasureLogOf(strapi).prune(new Date(oldestKept.getTime() - REPLAY_MARGIN_MS - DAY_MS));
    return deleted;
  };

  const lastRun = async () => {
    const value = (await strapi.store.get(LAST_RUN)) as string | null;
    return value ? new Date(value) : null;
  };

  const failed = async (error: unknown, now: Date): Promise<ScheduledOutcome> => {
    const message = (error as Error)?.message ?? String(error);
    backupFailures.inc();
    strapi.log.error(`[backup] the scheduled backup failed: ${(error as Error)?.stack ?? message}`);
    const mailed = await enqueueBackupFailureAlert(strapi, now).catch((mailError: unknown) => {
      strapi.log.error(`[backup] the super admins could not be told: ${(mailError as Error).message}`);
      return 0;
    });
    if (mailed) strapi.log.info(`[backup] the failure was mailed to ${mailed} super admin(s)`);
    return { ran: true, ok: false, error: message };
  };

  /** This instance's run in progress (the advisory lock covers other instances, and SQLite has none). */
  let running = false;

  /** The scheduled backup: once across instances, then the old copies deleted; never throws. */
  const scheduled = async (now = new Date()): Promise<ScheduledOutcome> => {
    const { to } = settings();
    if (!to) return { ran: false, reason: 'off' };
    if (running) return { ran: false, reason: 'locked' };
    running = true;
    try {
      const outcome = await runExclusively(strapi, LOCK_KEY, async (): Promise<ScheduledOutcome> => {
        const last = await lastRun();
        if (last && Math.abs(now.getTime() - last.getTime()) < SAME_RUN_MS)
          return { ran: false, reason: 'done-elsewhere' };
        await strapi.store.set({ ...LAST_RUN, value: now.toISOString() });
        const manifest = await take();
        if (manifest.missing.length) {
          return failed(
            new Error(
              `${manifest.name}: ${manifest.missing.length} attachment(s) of existing rows are missing from storage: ${manifest.missing.slice(0, 5).join(', ')}`,
            ),
            now,
          );
        }
        backupLastSuccess.set(Date.now() / 1000);
        const deleted = await pruneCopies(to, now);
        strapi.log.info(
          `[backup] ${manifest.name}: ${manifest.counts.leads} leads, ${manifest.counts.attachments} attachments; ${deleted.length} old cop${deleted.length === 1 ? 'y' : 'ies'} deleted`,
        );
        return { ran: true, ok: true, manifest, deleted };
      });
      return outcome === 'locked' ? { ran: false, reason: 'locked' } : outcome;
    } catch (error) {
      return failed(error, now);
    } finally {
      running = false;
    }
  };

  return { take, scheduled, pruneCopies };
};

export default backup;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    backup: ReturnType<typeof backup>;
  }
}
