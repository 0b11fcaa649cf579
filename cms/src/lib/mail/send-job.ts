// Sending one claimed mail job (job-leases.ts) and recording the outcome by the claim's token.
//
// Sending once. A job is marked sent right after the SMTP server accepted the message (its 250 to
// DATA). That is at-least-once, chosen over at-most-once because a lost confirmation cannot be
// noticed by anyone while a repeated one can: the only way one address gets a job's message twice
// is a crash (or a lost database) in the moment between the server's 250 and that UPDATE, when the
// lease expires and the job is sent again. Two live instances never both send a job (the lease),
// and a job is never re-sent after its mark. The message carries a Message-ID derived from the job
// (job-message.ts), so a repeat is recognisably the same message.
//
// Failing (smtp-errors.ts). A permanent refusal fails the job at once; a temporary one is retried
// with exponential backoff (MAIL_RETRY_BASE_MS doubled each time, at most MAIL_RETRY_MAX_MS) and
// fails after MAIL_MAX_ATTEMPTS tries. An unreachable server leaves the job waiting (the same
// backoff) and the rest of the batch for the next round. Failed jobs are listed for super admins.

import type { Core } from '@strapi/strapi';
import type { AppConfig } from '../config/app-config';
import { dropJob, settleJob, type ClaimedJob } from './job-leases';
import { messageIdOf, NOTHING_TO_SEND } from './job-message';
import { describeSmtpError, isPermanent, isTemporary, type SmtpError } from './smtp-errors';
import type { MailMessage } from './templates';

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'unreachable' | 'dropped';

export type WorkerSettings = AppConfig['mail']['worker'];

export type JobSending = {
  strapi: Core.Strapi;
  /** The job's message, null when what it is about no longer exists, or that there is nothing to tell. */
  render: (job: ClaimedJob) => Promise<MailMessage | null | typeof NOTHING_TO_SEND>;
  /** For the Message-ID's host. */
  publicUrl: () => string;
  settings: () => WorkerSettings;
};

/** The pause before a job's next try, after `attempts` tries. */
export const backoffMs = ({ retryBaseMs, retryMaxMs }: WorkerSettings, attempts: number) =>
  Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);

/** Sends one job of this claim through Strapi's email plugin; answers what became of it. */
export const sendJob = async (
  { strapi, render, publicUrl, settings }: JobSending,
  job: ClaimedJob,
  token: string,
): Promise<SendOutcome> => {
  const attempts = job.attempts + 1;
  const later = () => new Date(Date.now() + backoffMs(settings(), attempts));
  let message: MailMessage | null | typeof NOTHING_TO_SEND;
  try {
    message = await render(job);
  } catch (error) {
    strapi.log.error(`[mail] job ${job.id}: could not build the message: ${(error as Error).message}`);
    await settleJob(strapi, job, token, { nextAttemptAt: later(), attempts });
    return 'retry';
  }
  if (message === NOTHING_TO_SEND) {
    // Not a failure, and nobody to tell: the job goes, as if it had never been needed.
    await dropJob(strapi, job, token);
    return 'dropped';
  }
  if (!message) {
    await settleJob(strapi, job, token, { deliveryStatus: 'failed', attempts, lastError: 'ההצעה כבר לא קיימת' });
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
        messageId: messageIdOf(job, publicUrl()),
      });
  } catch (caught) {
    const error = caught as SmtpError;
    const lastError = describeSmtpError(error);
    if (isPermanent(error) || (isTemporary(error) && attempts >= settings().maxAttempts)) {
      strapi.log.warn(`[mail] job ${job.id} (${job.kind}) failed for good: ${lastError}`);
      await settleJob(strapi, job, token, { deliveryStatus: 'failed', attempts, lastError });
      return 'failed';
    }
    await settleJob(strapi, job, token, { nextAttemptAt: later(), attempts, lastError });
    if (isTemporary(error)) return 'retry';
    strapi.log.warn(`[mail] the SMTP server did not take job ${job.id}: ${lastError}; the job waits`);
    return 'unreachable';
  }
  // Accepted by the server: marked at once (see "Sending once" above on the remaining window).
  await settleJob(strapi, job, token, { deliveryStatus: 'sent', sentAt: new Date(), attempts, lastError: null });
  return 'sent';
};
