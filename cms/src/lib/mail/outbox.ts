// Writing and removing e-mail jobs (the outbox). A lead's jobs are inserted in the lead's own
// transaction by one multi-row insert, so a lead and its mails are committed together or not at
// all, and nothing about mail runs before the visitor's answer. The worker sends them later
// (src/api/mail-job/services/mail-worker.ts).

import { createHash, randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../database/lead-tables';
import { newDocumentId } from '../database/new-document-id';
import type { NewRowId } from '../database/new-row-id';
import { MAIL_JOB_UID } from '../uids';
import type { MailJobKind } from './jobs';
import type { MailMessage } from './templates';

export type StaffPlan = { mode: 'perLead' | 'dailyDigest' | 'off'; addresses: string[] };

/** Who a new lead is mailed to: set when the transaction starts, from the settings in memory. */
export type LeadMailPlan = { contactEmails: string[]; staff: StaffPlan };

/** Addresses compared as people mean them: trimmed, in lower case. */
export const normalAddress = (address: string) => address.trim().toLowerCase();

/** The uniqueness rule without the address in clear: one kind, one lead (or day), one recipient. */
export const dedupeKey = (kind: MailJobKind, scope: string, recipient: string) =>
  createHash('sha256')
    .update(`${kind}\n${scope}\n${normalAddress(recipient)}`)
    .digest('hex');

type NewJob = {
  kind: MailJobKind;
  recipient: string;
  /** A number, or the lead being inserted by the same statement (lib/leads/lead-insert.ts). */
  leadId?: number | NewRowId | null;
  leadReference?: string | null;
  digestDay?: string | null;
  /** The note a mention mail quotes (kind `note-mention`). */
  noteId?: number | null;
  /** The panel account the mail is for (kinds `note-mention`, `evaluator-digest`). */
  adminUserId?: number | null;
  /** When it is due; now when not given. */
  dueAt?: Date;
  /** A test send's message, kept on the job (kind `test` only). */
  testMessage?: MailMessage | null;
};

/** What makes a job one of a kind for its recipient: a lead, a day, a note, or nothing (a test send). */
const scopeOf = (job: NewJob) => {
  if (job.kind === 'test') return randomUUID();
  if (job.kind === 'note-mention') return `note ${job.noteId ?? ''}`;
  return job.digestDay ?? job.leadReference ?? '';
};

const schemaTable = (strapi: Core.Strapi, trx: Knex | Knex.Transaction, table: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? trx(table).withSchema(schema) : trx(table);
};

/** The mail_jobs table's column that makes a job unique (an insert ignores a job already there). */
export const mailJobUniqueColumn = (strapi: Core.Strapi) => tableOf(strapi, MAIL_JOB_UID).column('dedupeKey');

/** The rows of new jobs, keyed by column; `now` is when they are due. */
export const mailJobRows = (strapi: Core.Strapi, jobs: NewJob[], now: Date) => {
  const mail = tableOf(strapi, MAIL_JOB_UID);
  return jobs.map((job) =>
    mail.row({
      documentId: newDocumentId(),
      kind: job.kind,
      recipient: normalAddress(job.recipient),
      leadId: job.leadId ?? null,
      leadReference: job.leadReference ?? null,
      digestDay: job.digestDay ?? null,
      noteId: job.noteId ?? null,
      adminUserId: job.adminUserId ?? null,
      // As text: SQLite binds no objects, and PostgreSQL reads the text into its JSON column.
      testMessage: job.testMessage ? JSON.stringify(job.testMessage) : null,
      deliveryStatus: 'pending',
      attempts: 0,
      nextAttemptAt: job.dueAt ?? now,
      // A lead's jobs are unique per lead by its reference (unique too), known before its row id.
      // A test send is never the same as another: each is a click of its own.
      dedupeKey: dedupeKey(job.kind, scopeOf(job), job.recipient),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    }),
  );
};

/**
 * Inserts jobs in the given transaction, one statement; a job already there (same dedupe key) is
 * kept as it is. Answers how many rows the statement was given.
 */
export const insertMailJobs = async (strapi: Core.Strapi, trx: Knex | Knex.Transaction, jobs: NewJob[]) => {
  if (jobs.length === 0) return 0;
  const rows = mailJobRows(strapi, jobs, new Date());
  await schemaTable(strapi, trx, tableOf(strapi, MAIL_JOB_UID).table)
    .insert(rows)
    .onConflict(mailJobUniqueColumn(strapi))
    .ignore();
  return rows.length;
};

/** An editor's test send: the previewed message to their own address, due now. */
export const enqueueTestMail = (strapi: Core.Strapi, recipient: string, message: MailMessage) =>
  insertMailJobs(strapi, strapi.db.connection, [{ kind: 'test', recipient, testMessage: message }]);

/** A lead's jobs: one confirmation per distinct contact address, and the staff's when "per lead". */
export const leadMailJobs = (leadId: number | NewRowId, reference: string, plan: LeadMailPlan): NewJob[] => {
  const contacts = [...new Set(plan.contactEmails.map(normalAddress).filter((address) => address !== ''))];
  const staff = plan.staff.mode === 'perLead' ? plan.staff.addresses : [];
  return [
    ...contacts.map((recipient) => ({ kind: 'confirmation' as const, recipient, leadId, leadReference: reference })),
    ...[...new Set(staff.map(normalAddress))].map((recipient) => ({
      kind: 'staff-notification' as const,
      recipient,
      leadId,
      leadReference: reference,
    })),
  ];
};

/** Writes a new lead's jobs in the lead's transaction (the lead writer and the quarantine accept). */
export const enqueueLeadMail = (
  strapi: Core.Strapi,
  trx: Knex | Knex.Transaction,
  lead: { id: number; reference: string },
  plan: LeadMailPlan | null,
) => (plan ? insertMailJobs(strapi, trx, leadMailJobs(lead.id, lead.reference, plan)) : Promise.resolve(0));

/**
 * Deletes the mail jobs of the given leads and/or to the given address, in the caller's
 * transaction (erasure on request, retention). Answers how many were deleted.
 */
export const deleteMailJobs = async (
  strapi: Core.Strapi,
  trx: Knex | Knex.Transaction,
  { leadIds = [], recipient }: { leadIds?: number[]; recipient?: string },
): Promise<number> => {
  if (leadIds.length === 0 && !recipient) return 0;
  const mail = tableOf(strapi, MAIL_JOB_UID);
  let deleted = 0;
  // In slices: a bound parameter list has limits (SQLite 32766, PostgreSQL 65535).
  for (let start = 0; start < leadIds.length; start += 5000) {
    deleted += await schemaTable(strapi, trx, mail.table)
      .whereIn(mail.column('leadId'), leadIds.slice(start, start + 5000))
      .delete();
  }
  if (recipient) {
    deleted += await schemaTable(strapi, trx, mail.table)
      .where(mail.column('recipient'), normalAddress(recipient))
      .delete();
  }
  return deleted;
};
