// The scheduled backup (docs/deployment.md, "Backups and restore"): once across instances, old
// copies and the erasure-log entries they needed deleted after a whole backup, and a failure
// logged, counted in /api/metrics and mailed to the super admins. On the suite's database; the
// other instance's advisory lock is held from a connection of its own on PostgreSQL.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from 'pg';
import { forgetBackupEnv, keyPairIn } from '../../../../tests/backups';
import { createCallers, get } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { eventually, postLead, useLeadCms } from '../../../../tests/lead-requests';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { snapshotDatabase } from '../../../lib/backup/database-snapshot';
import { backupName } from '../../../lib/backup/manifest';
import { getService } from '../../../lib/strapi/services';
import { MAIL_JOB_UID } from '../../../lib/uids';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TOKEN = 'backup-metrics-token-0123456789';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-scheduled-backup-'));
const backups = path.join(root, 'backups');
const log = path.join(root, 'erasure-log');

/** The value of one series in Prometheus's text format (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

/** The backups in the folder, oldest first. */
const copies = () => (fs.existsSync(backups) ? fs.readdirSync(backups).sort() : []);

describe('the scheduled backup', () => {
  const catcher = useSmtpCatcher();
  const env: Record<string, string> = {};
  // Before the CMS starts (useLeadCms's own beforeAll), once the catcher's address is known.
  beforeAll(async () => {
    const keys = await keyPairIn(root);
    Object.assign(env, catcher.env, {
      BACKUP_TO: backups,
      BACKUP_PUBLIC_KEY: keys.publicKey,
      BACKUP_KEEP_DAILY: '2',
      BACKUP_KEEP_WEEKLY: '1',
      ERASURE_LOG_TO: log,
      METRICS_TOKEN: TOKEN,
    });
  });
  const context = useLeadCms(env);
  const backup = () => getService(context.app, 'backup');
  /** Each run's "now", hours apart: runs an hour or more apart are separate runs. */
  let clock = Date.now();
  const later = () => new Date((clock += 2 * HOUR));

  beforeAll(async () => {
    const answer = await postLead(context.app, {
      contacts: [validContact()],
      file: { filename: 'a.pdf', content: pdfBytes(2500) },
    });
    expect(answer.status).toBe(201);
  });
  afterAll(() => {
    forgetBackupEnv();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs once when every instance fires it: the others skip, now and later the same hour', async () => {
    const now = later();
    const outcomes = await Promise.all([backup().scheduled(now), backup().scheduled(now)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ran)).toEqual({ ran: false, reason: 'locked' });
    expect(outcomes.find((outcome) => outcome.ran)).toMatchObject({ ran: true, ok: true });
    // An instance whose clock fired a few minutes late finds the run done.
    expect(await backup().scheduled(new Date(now.getTime() + 5 * 60 * 1000))).toEqual({
      ran: false,
      reason: 'done-elsewhere',
    });
    expect(copies()).toHaveLength(1);
  });

  const postgres = process.env.TEST_POSTGRES_URL ? it : it.skip;
  postgres('skips the run while another instance holds the lock (PostgreSQL advisory lock)', async () => {
    const other = new Client({ connectionString: context.cms.database.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7612010200)');
      expect(await backup().scheduled(later())).toEqual({ ran: false, reason: 'locked' });
      await other.query('select pg_advisory_unlock(7612010200)');
      expect(await backup().scheduled(later())).toMatchObject({ ran: true, ok: true });
    } finally {
      await other.end();
    }
  });

  postgres(
    'ends a run whose copy cannot be written after pg_dump began writing, and frees its connection',
    async () => {
      // The copy's stream takes pg_dump's output and is never read (it waits for a folder it cannot
      // make), so the output pauses; then the copy fails. The run must end, not wait for pg_dump.
      const failing = (dump: NodeJS.ReadableStream) => {
        dump.pipe(new PassThrough({ highWaterMark: 1 }));
        return new Promise<never>((_, reject) =>
          dump.once('data', () => setTimeout(() => reject(new Error('the disk is gone')), 500)),
        );
      };
      const temp = fs.mkdtempSync(path.join(root, 'snapshot-'));
      await expect(snapshotDatabase(context.app, failing as never, temp)).rejects.toThrow('the disk is gone');
      const open = await context.app.db.connection.raw(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'",
      );
      expect(open.rows[0].n).toBe(0);
    },
    30_000,
  );

  it('deletes the copies beyond the keep settings, and the erasure-log entries no kept copy needs', async () => {
    fs.rmSync(backups, { recursive: true, force: true });
    // Copies of the last ten days, and log entries of ten days ago and of an hour ago.
    for (let days = 1; days <= 10; days += 1) {
      const folder = path.join(backups, backupName(new Date(Date.now() - days * DAY)));
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'manifest.age'), 'stand-in');
    }
    fs.mkdirSync(log, { recursive: true });
    const entry = (at: Date) => at.toISOString().replace(/[-:.]/g, '');
    fs.writeFileSync(path.join(log, `${entry(new Date(Date.now() - 10 * DAY))}-0000aaaa.json`), '{}');
    fs.writeFileSync(path.join(log, `${entry(new Date(Date.now() - HOUR))}-0000bbbb.json`), '{}');
    const before = copies();

    const outcome = await backup().scheduled(later());
    expect(outcome).toMatchObject({ ran: true, ok: true });
    const kept = copies();
    // Today's new copy and yesterday's (two days); the newest of this week is today's.
    expect(kept).toHaveLength(2);
    expect(kept).toContain(before[before.length - 1]);
    expect(outcome.ran && outcome.ok && outcome.deleted).toHaveLength(9);
    expect(fs.readdirSync(log)).toEqual([expect.stringMatching(/-0000bbbb\.json$/)]);
  });

  it('logs a failure, counts it in /api/metrics and mails it to the super admins, once a day', async () => {
    const callers = await createCallers(context.app);
    const metrics = async () => (await get(context.app, '/api/metrics', TOKEN)).text;
    const failuresBefore = valueOf(await metrics(), 'vision_backup_failures_total');
    context.app.config.set('backup.to', path.join(root, 'not-a-folder', 'backups'));
    fs.writeFileSync(path.join(root, 'not-a-folder'), 'a file where the folder should be');
    try {
      const now = later();
      expect(await backup().scheduled(now)).toMatchObject({
        ran: true,
        ok: false,
        error: expect.stringMatching(/ENOTDIR|EEXIST/),
      });
      expect(await backup().scheduled(new Date(now.getTime() + 3 * HOUR))).toMatchObject({ ran: true, ok: false });
    } finally {
      context.app.config.set('backup.to', backups);
    }
    expect(valueOf(await metrics(), 'vision_backup_failures_total') - failuresBefore).toBe(2);

    const jobs = (await context.app.db.query(MAIL_JOB_UID).findMany({ where: { kind: 'backup-failure' } })) as {
      recipient: string;
    }[];
    // One per super admin and day, however often it failed that day.
    expect(jobs.map((job) => job.recipient)).toContain(callers.emails['super-admin']);
    expect(jobs.map((job) => job.recipient)).not.toContain(callers.emails['leads-manager']);
    // Sent by this call, or by the worker that claimed it first.
    await getService(context.app, 'mail-worker').drain();
    await eventually(() => expect(catcher.smtp.to(callers.emails['super-admin']!).length).toBeGreaterThan(0), 15_000);
    const [mail] = catcher.smtp.to(callers.emails['super-admin']!);
    expect(mail.parsed.subject).toMatch(/^הגיבוי היומי של אתר החזון נכשל \(\d{1,2}\.\d{1,2}\.\d{4}\)$/);
    expect(mail.parsed.text).toContain('npm run backup');
  });
});
