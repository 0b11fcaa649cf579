// Writes a lead (or a quarantined attempt) with its contacts, all or nothing, without the query
// engine's re-read of what it just wrote: this file says what the rows are, lead-insert.ts writes
// them (one statement on PostgreSQL, a transaction of plain inserts on SQLite).
// A lead's duplicate keys (match-keys.ts) are written with it, and the earlier leads sharing one
// are linked in its `duplicateOf`: a possible duplicate is linked, never refused.
// The attachment is already stored; its ReceivedFile (lib/attachments/received-file.ts) keeps it
// when the row is written and otherwise lets it go, so a row never points at a missing file and a
// file never outlives a failed write.
// A lead's e-mails are jobs in the outbox, written with it (lib/mail/outbox.ts): committed with the
// lead or not at all, and sent later by the worker, never before the visitor's answer. Who is
// mailed is the mail code's decision (api/mail-job/services/lead-mail.ts), handed in as `mail`.
// The file's malware scan is a job written with it too (lib/scan/scan-jobs.ts): the row says
// `pending` and the scan worker of any instance gives the verdict later; with no scanner configured
// the row says `unscannable` at once, and nothing is queued.
// A write counts only once the database has confirmed it (lib/database/confirmed-commit.ts): a
// commit whose answer was lost is settled by looking the reference up, never guessed.

import { randomInt } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_FILE_SCAN_STATE,
  DEFAULT_REVIEW_STATUS,
  type AreaKey,
  type ContactValues,
  type LocaleCode,
} from '@vision/config';
import type { ReceivedFile } from '../attachments/received-file';
import { confirmedCommit } from '../database/confirmed-commit';
import { leadTables, tableOf } from '../database/lead-tables';
import { newDocumentId } from '../database/new-document-id';
import { leadMailJobs, mailJobRows, mailJobUniqueColumn, type LeadMailPlan } from '../mail/outbox';
import { scanJobRows, scanJobUniqueColumn } from '../scan/scan-jobs';
import { SCAN_NOTES } from '../scan/verdicts';
import { UNSCORED } from '../evaluation/lead-scores';
import { jerusalemDate } from '../time/jerusalem';
import { LEAD_UID, MAIL_JOB_UID, MATCH_UID, SCAN_JOB_UID, type AttachmentOwnerUid } from '../uids';
import { contactCopiesOf } from './contacts-snapshot';
import { insertLead, type NewLead } from './lead-insert';
import { matchKeyRows, matchKeysOf } from './match-keys';

export type LeadRecord = {
  visionPresenters: string;
  contacts: ContactValues[];
  visionSubmissionArea: AreaKey;
  attachmentName: string;
  attachmentType: string;
  attachmentSize: number;
  attachmentSha256: string;
  recaptchaScore: number | null;
  idempotencyKey: string | null;
  /** The language the visitor wrote in (config/src/locales.ts): their e-mails follow it. */
  submissionLocale: LocaleCode;
  reason?: string;
};

/**
 * What to write: a lead (with its mail, null when none is sent) or a quarantined attempt, and
 * whether its file is queued for a malware scan (false: no scanner is configured).
 */
export type LeadWrite = {
  uid: AttachmentOwnerUid;
  record: LeadRecord;
  file: ReceivedFile;
  mail: LeadMailPlan | null;
  scan: boolean;
};

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_ATTEMPTS = 5;

const referenceChunk = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('');
export const newReference = () => `VN-${referenceChunk()}-${referenceChunk()}`;

const isUniqueViolation = (error: unknown, column: string) => {
  const message = String((error as Error)?.message ?? '');
  const code = String((error as { code?: string })?.code ?? '');
  const unique = code === '23505' || code.startsWith('SQLITE_CONSTRAINT') || /unique/i.test(message);
  return unique && message.includes(column);
};

/** The reference of the lead an earlier request with this Idempotency-Key created, if any. */
export const referenceFor = async (strapi: Core.Strapi, idempotencyKey: string): Promise<string | null> => {
  const row = await strapi.db.query(LEAD_UID).findOne({ where: { idempotencyKey }, select: ['reference'] });
  return row?.reference ?? null;
};

/** What a new lead (or attempt) is in rows (lead-insert.ts writes them). */
const newLead = (
  { uid, record, mail, scan }: LeadWrite,
  strapi: Core.Strapi,
  attachmentKey: string,
  reference: string,
) => {
  const tables = leadTables(strapi, uid);
  const isLead = uid === LEAD_UID;
  const keys = isLead
    ? matchKeysOf(
        record.attachmentSha256,
        record.contacts.map((contact) => contact.email),
      )
    : [];
  const now = new Date();
  const lead: NewLead = {
    tables,
    lead: tables.row({
      documentId: newDocumentId(),
      reference,
      visionPresenters: record.visionPresenters,
      visionSubmissionArea: record.visionSubmissionArea,
      confirmation: true,
      attachmentName: record.attachmentName,
      attachmentType: record.attachmentType,
      attachmentSize: record.attachmentSize,
      attachmentSha256: record.attachmentSha256,
      attachmentKey,
      idempotencyKey: record.idempotencyKey,
      recaptchaScore: record.recaptchaScore,
      submissionLocale: record.submissionLocale,
      ...(scan
        ? { fileScan: DEFAULT_FILE_SCAN_STATE, fileScanDetail: null }
        : { fileScan: 'unscannable', fileScanDetail: SCAN_NOTES.noScanner }),
      ...(record.reason ? { reason: record.reason } : {}),
      ...(isLead
        ? {
            ...contactCopiesOf(record.contacts),
            reviewStatus: DEFAULT_REVIEW_STATUS,
            receivedDay: jerusalemDate(now.getTime()),
            // No score yet (config/src/evaluation.ts); Strapi gives its columns no database default.
            ...UNSCORED,
          }
        : {}),
      createdAt: now,
      updatedAt: now,
      // Without draft & publish, Strapi 5 stores every entry as published at its creation.
      publishedAt: now,
    }),
    contacts: record.contacts.map((contact) => tables.contacts.row({ ...contact })),
    duplicates: isLead ? { column: tables.column('duplicateOf'), keys } : null,
    dependents: (leadId) => [
      ...(isLead
        ? [
            { table: tableOf(strapi, MATCH_UID).table, rows: matchKeyRows(strapi, leadId, keys) },
            {
              table: tableOf(strapi, MAIL_JOB_UID).table,
              rows: mail ? mailJobRows(strapi, leadMailJobs(leadId, reference, mail), now) : [],
              ignoreConflictOn: mailJobUniqueColumn(strapi),
            },
          ]
        : []),
      {
        table: tableOf(strapi, SCAN_JOB_UID).table,
        rows: scan ? scanJobRows(strapi, [{ attachmentKey, leadReference: reference }], now) : [],
        ignoreConflictOn: scanJobUniqueColumn(strapi),
      },
    ],
  };
  return lead;
};

/** One attempt at the write under `reference`, through the file that the row names. */
const insert = (strapi: Core.Strapi, write: LeadWrite, reference: string) => {
  const tables = leadTables(strapi, write.uid);
  const schema = strapi.db.getSchemaName();
  const isStored = async () => {
    const query = strapi.db.connection(tables.table);
    const found = await (schema ? query.withSchema(schema) : query)
      .where(tables.column('reference'), reference)
      .first('id');
    return !!found;
  };
  return write.file.keepWith({
    write: (attachmentKey) =>
      confirmedCommit(() => insertLead(strapi, newLead(write, strapi, attachmentKey, reference)), isStored),
    isStored,
    settled: (outcome) =>
      strapi.log.warn(
        `[leads] write ${reference}, unconfirmed during a database outage, settled: ${outcome === 'stored' ? 'the row exists' : 'no row, attachment removed'}`,
      ),
  });
};

/**
 * Writes the row of the received file and answers its reference. When another request with the
 * same Idempotency-Key won the race, answers that request's lead instead (`replayed`). Throws when
 * nothing is written; the file is then released by its holder, unless the row may exist after all.
 */
export const writeLead = async (
  strapi: Core.Strapi,
  write: LeadWrite,
): Promise<{ reference: string; replayed: boolean }> => {
  const { idempotencyKey } = write.record;
  for (let attempt = 1; ; attempt += 1) {
    const reference = newReference();
    try {
      await insert(strapi, write, reference);
      return { reference, replayed: false };
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'idempotency')) {
        const winner = await referenceFor(strapi, idempotencyKey);
        if (winner) return { reference: winner, replayed: true };
      }
      if (!isUniqueViolation(error, 'reference') || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
};
