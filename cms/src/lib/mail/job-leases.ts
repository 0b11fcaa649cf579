// Who holds a mail job (the outbox: outbox.ts; sent by api/mail-job/services/mail-worker.ts).
//
// A claim is a lease (lib/jobs/lease-due-rows.ts, shared with the malware scans); a crashed
// instance's lease expires (MAIL_LEASE_MS, far longer than one send's SMTP timeouts in
// config/plugins.ts) and the job is claimed again.
// Every later change of a claimed job names the claim's token: a job whose lease was lost is
// never changed by its former holder.

import type { Core } from '@strapi/strapi';
import { tableOf } from '../database/lead-tables';
import { leaseDueRows } from '../jobs/lease-due-rows';
import { MAIL_JOB_UID } from '../uids';
import type { MailJobKind } from './jobs';

export type ClaimedJob = {
  id: number;
  kind: MailJobKind;
  recipient: string;
  leadId: number | null;
  digestDay: string | null;
  noteId: number | null;
  adminUserId: number | null;
  attempts: number;
  /** A test send's message as the editor previewed it (kind `test` only), as stored. */
  testMessage: unknown;
};

const mailJobs = (strapi: Core.Strapi) => {
  const mail = tableOf(strapi, MAIL_JOB_UID);
  const schema = strapi.db.getSchemaName();
  const query = () => (schema ? strapi.db.connection(mail.table).withSchema(schema) : strapi.db.connection(mail.table));
  return { ...mail, query };
};

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Leases up to `batchSize` due jobs to this claim's token for `leaseMs`, oldest due first. */
export const claimDueJobs = async (
  strapi: Core.Strapi,
  token: string,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<ClaimedJob[]> => {
  const jobs = mailJobs(strapi);
  const { column } = jobs;
  const rows = await leaseDueRows(strapi, jobs, token, {
    batchSize,
    leaseMs,
    attributes: ['kind', 'recipient', 'leadId', 'digestDay', 'noteId', 'adminUserId', 'attempts', 'testMessage'],
    due: (candidates) => candidates.where(column('deliveryStatus'), 'pending'),
  });
  return rows.map((row) => ({
    id: Number(row[column('id')]),
    kind: row[column('kind')] as MailJobKind,
    recipient: String(row[column('recipient')]),
    leadId: row[column('leadId')] === null ? null : Number(row[column('leadId')]),
    digestDay: (row[column('digestDay')] as string | null) ?? null,
    noteId: idOrNull(row[column('noteId')]),
    adminUserId: idOrNull(row[column('adminUserId')]),
    attempts: Number(row[column('attempts')] ?? 0),
    testMessage: row[column('testMessage')] ?? null,
  }));
};

/** Updates a job this claim still holds, and ends its lease. */
export const settleJob = (strapi: Core.Strapi, job: ClaimedJob, token: string, values: Record<string, unknown>) => {
  const { column, query, row } = mailJobs(strapi);
  return query()
    .where(column('id'), job.id)
    .where(column('claimToken'), token)
    .update(row({ ...values, lockedUntil: null, claimToken: null, updatedAt: new Date() }));
};

/** Removes a job this claim holds that has nothing left to say (a digest whose every item went). */
export const dropJob = (strapi: Core.Strapi, job: ClaimedJob, token: string) => {
  const { column, query } = mailJobs(strapi);
  return query().where(column('id'), job.id).where(column('claimToken'), token).delete();
};

/** Gives back the jobs of a claim not tried this round. */
export const releaseClaim = (strapi: Core.Strapi, token: string) => {
  const { column, query } = mailJobs(strapi);
  return query()
    .where(column('claimToken'), token)
    .update({ [column('lockedUntil')]: null, [column('claimToken')]: null });
};

/** A failed job sent again from the start (a super admin's "retry"); false if it is not failed. */
export const retryFailedJob = async (strapi: Core.Strapi, documentId: string): Promise<boolean> => {
  const { column, query, row } = mailJobs(strapi);
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
};
