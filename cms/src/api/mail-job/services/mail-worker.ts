// Sends the outbox (lib/mail/outbox.ts): started with the CMS when e-mail is on (src/index.ts),
// stopped with it. Every MAIL_WORKER_INTERVAL_MS it claims due jobs, builds each message from the
// lead and Settings, sends it through Strapi's email plugin, and records the outcome.
//
// Claiming. A claim is a lease: one UPDATE sets `locked_until` and a random `claim_token` on a
// batch of due, unleased jobs. On PostgreSQL the batch is chosen with FOR UPDATE SKIP LOCKED, so
// instances claiming at the same moment take disjoint batches without waiting on each other; once
// committed, the lease keeps every other instance off the job. A crashed instance's lease simply
// expires (MAIL_LEASE_MS, far longer than one send's SMTP timeouts in config/plugins.ts) and the
// job is claimed again. SQLite has one writer at a time, so the same UPDATE is already exclusive.
//
// Sending once. A job is marked sent right after the SMTP server accepted the message (its 250
// to DATA), by the claim's token. That is at-least-once, chosen over at-most-once because a lost
// confirmation cannot be noticed by anyone while a repeated one can: the only way one address
// gets a job's message twice is a crash (or a lost database) in the moment between the server's
// 250 and that UPDATE, when the lease expires and the job is sent again. Two live instances never
// both send a job (the lease), and a job is never re-sent after its mark. The message carries a
// Message-ID derived from the job, so a repeat is recognisably the same message.
//
// Failing. The server's permanent refusal of the recipient or the message (5xx to RCPT TO or
// DATA) fails the job at once; a temporary refusal (4xx) is retried with exponential backoff
// (MAIL_RETRY_BASE_MS doubled each time, at most MAIL_RETRY_MAX_MS) and fails after
// MAIL_MAX_ATTEMPTS tries. A server that cannot be reached, or refuses our sign-in or sender, is
// no fault of the message: the job waits (with the same backoff) however long it takes, and the
// rest of the batch is left for the next round. Failed jobs are listed for super admins.

import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../lib/database/lead-tables';
import { insertMailJobs } from '../../../lib/mail/outbox';
import type { MailJobKind } from '../../../lib/mail/jobs';
import {
  confirmationMail,
  digestMail,
  israeliDate,
  panelLink,
  staffNotificationMail,
  type MailMessage,
} from '../../../lib/mail/templates';
import { jerusalemDate, startOfJerusalemDay } from '../../../lib/time/jerusalem';
import { LEAD_UID, MAIL_JOB_UID } from '../../../lib/uids';
import type { SettingsSnapshot } from '../../setting/services/settings-snapshot';

type WorkerConfig = {
  intervalMs: number;
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
};

type ClaimedJob = {
  id: number;
  kind: MailJobKind;
  recipient: string;
  leadId: number | null;
  digestDay: string | null;
  attempts: number;
};

type SmtpError = Error & { responseCode?: number; response?: string; code?: string; command?: string };

type Outcome = 'sent' | 'retry' | 'failed' | 'unreachable';

const DIGEST_CRON = 'vision-mail-digest';

/** An SMTP answer without the addresses it may quote ("550 <sara@…>: unknown user"). */
export const describeSmtpError = (error: SmtpError) => {
  const head = error.responseCode ? String(error.responseCode) : (error.code ?? 'ERROR');
  const text = (error.response ?? error.message ?? '')
    .replace(/\S+@\S+/g, '<address>')
    .replace(/\s+/g, ' ')
    .trim();
  // An SMTP answer starts with its own code ("550 5.1.1 …"): not said twice.
  return (text.startsWith(head) ? text : `${head} ${text}`).trim().slice(0, 255);
};

/** The server will never take this message to this recipient. */
const isPermanent = (error: SmtpError) =>
  !!error.responseCode &&
  error.responseCode >= 500 &&
  error.code !== 'EAUTH' &&
  (error.command === 'RCPT TO' || error.command === 'DATA');

/** The server refused for now (mailbox busy, greylisting): the message may be retried. */
const isTemporary = (error: SmtpError) =>
  !!error.responseCode &&
  error.responseCode >= 400 &&
  error.responseCode < 500 &&
  error.code !== 'EAUTH' &&
  error.command !== 'MAIL FROM';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.config.get('mail.worker') as WorkerConfig;
  const table = () => {
    const mail = tableOf(strapi, MAIL_JOB_UID);
    const schema = strapi.db.getSchemaName();
    const query = () =>
      schema ? strapi.db.connection(mail.table).withSchema(schema) : strapi.db.connection(mail.table);
    return { ...mail, query };
  };

  const backoffMs = (attempts: number) => {
    const { retryBaseMs, retryMaxMs } = settings();
    return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);
  };

  /** Leases up to one batch of due jobs to this claim's token. */
  const claim = async (token: string): Promise<ClaimedJob[]> => {
    const { column, query } = table();
    const { batchSize, leaseMs } = settings();
    const now = new Date();
    const due = query()
      .select(column('id'))
      .where(column('deliveryStatus'), 'pending')
      .where(column('nextAttemptAt'), '<=', now)
      .where((free) => free.whereNull(column('lockedUntil')).orWhere(column('lockedUntil'), '<', now))
      .orderBy(column('nextAttemptAt'))
      .orderBy(column('id'))
      .limit(batchSize);
    if (strapi.db.dialect.client === 'postgres') due.forUpdate().skipLocked();
    const rows = (await query()
      .whereIn(column('id'), due)
      .update({ [column('lockedUntil')]: new Date(now.getTime() + leaseMs), [column('claimToken')]: token })
      .returning([
        column('id'),
        column('kind'),
        column('recipient'),
        column('leadId'),
        column('digestDay'),
        column('attempts'),
      ])) as Record<string, unknown>[];
    return rows
      .map((row) => ({
        id: Number(row[column('id')]),
        kind: row[column('kind')] as MailJobKind,
        recipient: String(row[column('recipient')]),
        leadId: row[column('leadId')] === null ? null : Number(row[column('leadId')]),
        digestDay: (row[column('digestDay')] as string | null) ?? null,
        attempts: Number(row[column('attempts')] ?? 0),
      }))
      .sort((a, b) => a.id - b.id);
  };

  /** Updates a job this claim still holds. */
  const settle = (job: ClaimedJob, token: string, values: Record<string, unknown>) => {
    const { column, query, row } = table();
    return query()
      .where(column('id'), job.id)
      .where(column('claimToken'), token)
      .update(row({ ...values, lockedUntil: null, claimToken: null, updatedAt: new Date() }));
  };

  const settingsNow = (): Promise<SettingsSnapshot> => strapi.service('api::setting.settings-snapshot').get();
  const publicUrl = () =>
    String(strapi.config.get('server.url') || strapi.config.get('server.absoluteUrl') || '').replace(/\/+$/, '');

  type LeadFacts = { reference: string; visionSubmissionArea: string; attachmentName: string; documentId: string };
  const LEAD_FIELDS = ['reference', 'visionSubmissionArea', 'attachmentName', 'documentId'];

  /** The message of a job, or null when what it is about no longer exists (an erased lead). */
  const render = async (job: ClaimedJob): Promise<MailMessage | null> => {
    const { areaLabels, mail } = await settingsNow();
    const areaOf = (key: string) => (areaLabels as Record<string, string>)[key] ?? key;
    if (job.kind === 'staff-digest') {
      if (!job.digestDay) return null;
      const leads = (await strapi.db.query(LEAD_UID).findMany({
        where: { receivedDay: job.digestDay },
        select: LEAD_FIELDS,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as LeadFacts[];
      if (leads.length === 0) return null;
      return digestMail(
        mail.texts,
        israeliDate(job.digestDay),
        leads.map((lead) => ({
          reference: lead.reference,
          area: areaOf(lead.visionSubmissionArea),
          link: panelLink(publicUrl(), lead.documentId),
        })),
      );
    }
    if (job.leadId === null) return null;
    const lead = (await strapi.db
      .query(LEAD_UID)
      .findOne({ where: { id: job.leadId }, select: LEAD_FIELDS })) as LeadFacts | null;
    if (!lead) return null;
    const area = areaOf(lead.visionSubmissionArea);
    if (job.kind === 'confirmation') {
      return confirmationMail(mail.texts, { reference: lead.reference, area, fileName: lead.attachmentName });
    }
    return staffNotificationMail(mail.texts, {
      reference: lead.reference,
      area,
      link: panelLink(publicUrl(), lead.documentId),
    });
  };

  const messageIdOf = (job: ClaimedJob) => {
    const host = (() => {
      try {
        return new URL(publicUrl()).hostname || 'localhost';
      } catch {
        return 'localhost';
      }
    })();
    return `<mail-job-${job.id}@${host}>`;
  };

  const sendOne = async (job: ClaimedJob, token: string): Promise<Outcome> => {
    const attempts = job.attempts + 1;
    let message: MailMessage | null;
    try {
      message = await render(job);
    } catch (error) {
      strapi.log.error(`[mail] job ${job.id}: could not build the message: ${(error as Error).message}`);
      await settle(job, token, { nextAttemptAt: new Date(Date.now() + backoffMs(attempts)), attempts });
      return 'retry';
    }
    if (!message) {
      await settle(job, token, { deliveryStatus: 'failed', attempts, lastError: 'ההצעה כבר לא קיימת' });
      return 'failed';
    }
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: job.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdOf(job),
        });
    } catch (caught) {
      const error = caught as SmtpError;
      const lastError = describeSmtpError(error);
      if (isPermanent(error) || (isTemporary(error) && attempts >= settings().maxAttempts)) {
        strapi.log.warn(`[mail] job ${job.id} (${job.kind}) failed for good: ${lastError}`);
        await settle(job, token, { deliveryStatus: 'failed', attempts, lastError });
        return 'failed';
      }
      await settle(job, token, { nextAttemptAt: new Date(Date.now() + backoffMs(attempts)), attempts, lastError });
      if (isTemporary(error)) return 'retry';
      strapi.log.warn(`[mail] the SMTP server did not take job ${job.id}: ${lastError}; the job waits`);
      return 'unreachable';
    }
    // Accepted by the server: marked at once (see the comment at the top on the remaining window).
    await settle(job, token, { deliveryStatus: 'sent', sentAt: new Date(), attempts, lastError: null });
    return 'sent';
  };

  /** Gives back the jobs of a claim not tried this round. */
  const release = (token: string) => {
    const { column, query } = table();
    return query()
      .where(column('claimToken'), token)
      .update({ [column('lockedUntil')]: null, [column('claimToken')]: null });
  };

  /** One claim loop (two of them on two instances, or in a test, never send a job twice). */
  const createWorker = () => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let stopped = true;
    let failing = false;

    /** Claims and sends batches until none is full; answers how many jobs were handled. */
    const drain = async (): Promise<number> => {
      let handled = 0;
      for (;;) {
        const token = randomBytes(12).toString('hex');
        const jobs = await claim(token);
        for (const job of jobs) {
          handled += 1;
          if ((await sendOne(job, token)) === 'unreachable') {
            await release(token);
            return handled;
          }
        }
        if (jobs.length < settings().batchSize) return handled;
      }
    };

    const round = async () => {
      try {
        await drain();
        if (failing) strapi.log.info('[mail] the outbox is reachable again');
        failing = false;
      } catch (error) {
        if (!failing) strapi.log.error(`[mail] the outbox could not be read: ${(error as Error).message}`);
        failing = true;
      }
    };

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = round().finally(() => {
          running = null;
          schedule();
        });
      }, settings().intervalMs);
    };

    return {
      drain,
      start() {
        if (!stopped) return;
        stopped = false;
        schedule();
      },
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = null;
        await running;
      },
    };
  };

  /**
   * The staff's digest of the Israel-time day before `now`: one job per staff address, when editors
   * chose the daily digest and leads arrived that day. Every instance's cron may call it: the
   * dedupe key keeps one job per address and day. Answers how many jobs were written.
   */
  const enqueueDigest = async (now = new Date()): Promise<number> => {
    if (strapi.config.get('mail.enabled') !== true) return 0;
    const { mail } = await settingsNow();
    if (mail.staff.mode !== 'dailyDigest' || mail.staff.addresses.length === 0) return 0;
    const [year, month, date] = jerusalemDate(now.getTime()).split('-').map(Number);
    const day = jerusalemDate(startOfJerusalemDay(year, month, date).getTime() - 1);
    const leads = await strapi.db.query(LEAD_UID).count({ where: { receivedDay: day } });
    if (leads === 0) return 0;
    return insertMailJobs(
      strapi,
      strapi.db.connection,
      mail.staff.addresses.map((recipient) => ({ kind: 'staff-digest' as const, recipient, digestDay: day })),
    );
  };

  const main = createWorker();

  return {
    createWorker,
    enqueueDigest,
    /** Sends what is due now, in this instance's worker's stead (tests, and a manual nudge). */
    drain: () => main.drain(),

    start() {
      if (strapi.config.get('mail.enabled') !== true) return;
      main.start();
      const hour = strapi.config.get('mail.digestHour') as number;
      strapi.cron.add({
        [DIGEST_CRON]: {
          task: () => enqueueDigest(),
          options: { rule: `0 0 ${hour} * * *`, tz: 'Asia/Jerusalem' },
        },
      });
    },

    async stop() {
      strapi.cron.remove(DIGEST_CRON);
      await main.stop();
    },

    /** A failed job sent again from the start (a super admin's "retry"); false if it is not failed. */
    async retry(documentId: string): Promise<boolean> {
      const { column, query, row } = table();
      const changed = await query()
        .where(column('documentId'), documentId)
        .where(column('deliveryStatus'), 'failed')
        .update(
          row({
            deliveryStatus: 'pending',
            attempts: 0,
            nextAttemptAt: new Date(),
            lastError: null,
            updatedAt: new Date(),
          }),
        );
      return Number(changed) > 0;
    },
  };
};
