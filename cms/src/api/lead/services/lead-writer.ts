// Writes a lead (or a quarantined attempt) with its contacts, all or nothing, without the query
// engine's re-read of what it just wrote: this file says what the rows are, lib/leads/lead-insert.ts
// writes them (one statement on PostgreSQL, a transaction of plain inserts on SQLite).
// A lead's duplicate keys (lib/leads/match-keys.ts) are written with it, and the earlier leads
// sharing one are linked in its `duplicateOf`: a possible duplicate is linked, never refused.
// The attachment is already at its final name; if the row is not written, the file is removed,
// so a row never points at a missing file and a file never outlives a failed write.
// A lead's e-mails (a confirmation per distinct contact address, the staff's notification) are
// jobs in the outbox, written with it (lib/mail/outbox.ts): committed with the lead or not at all,
// and sent later by the worker, never before the visitor's answer.
// A write counts only once the database has confirmed it (lib/database/confirmed-commit.ts): a
// commit whose answer was lost is settled by looking the reference up, never guessed.

import { randomInt } from 'crypto';
import type { Core } from '@strapi/strapi';
import { DEFAULT_REVIEW_STATUS, type AreaKey, type ContactValues } from '@vision/config';
import { CONTACTS_SNAPSHOT, snapshotOf } from '../../../lib/leads/contacts-snapshot';
import { insertLead, type NewLead } from '../../../lib/leads/lead-insert';
import { matchKeyRows, matchKeysOf } from '../../../lib/leads/match-keys';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { confirmedCommit, WriteNotConfirmed } from '../../../lib/database/confirmed-commit';
import { settleLater } from '../../../lib/database/in-doubt-writes';
import { newDocumentId } from '../../../lib/database/new-document-id';
import { leadTables, tableOf } from '../../../lib/database/lead-tables';
import { attachmentsOf, removeQuietly } from '../../../lib/attachments/storage';
import { leadMailJobs, mailJobRows, mailJobUniqueColumn, type LeadMailPlan } from '../../../lib/mail/outbox';
import { LEAD_UID, MAIL_JOB_UID, MATCH_UID, type AttachmentOwnerUid } from '../../../lib/uids';

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
  reason?: string;
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

export class DuplicateIdempotencyKey extends Error {}

/** Who a new lead's mails go to, from the settings in memory; null when e-mail is off. */
export const leadMailPlan = async (strapi: Core.Strapi, contactEmails: string[]): Promise<LeadMailPlan | null> => {
  if (strapi.config.get('mail.enabled') !== true) return null;
  const { mail } = await strapi.service('api::setting.settings-snapshot').get();
  return { contactEmails, staff: mail.staff };
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** What a new lead (or attempt) is in rows (lib/leads/lead-insert.ts writes them). */
  const newLead = async (
    uid: AttachmentOwnerUid,
    record: LeadRecord,
    attachmentKey: string,
    reference: string,
  ): Promise<NewLead> => {
    const tables = leadTables(strapi, uid);
    const isLead = uid === LEAD_UID;
    const emails = record.contacts.map((contact) => contact.email);
    const mailPlan = isLead ? await leadMailPlan(strapi, emails) : null;
    const keys = isLead ? matchKeysOf(record.attachmentSha256, emails) : [];
    const now = new Date();
    return {
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
        ...(record.reason ? { reason: record.reason } : {}),
        ...(isLead
          ? {
              [CONTACTS_SNAPSHOT]: snapshotOf(record.contacts),
              reviewStatus: DEFAULT_REVIEW_STATUS,
              receivedDay: jerusalemDate(now.getTime()),
            }
          : {}),
        createdAt: now,
        updatedAt: now,
        // Without draft & publish, Strapi 5 stores every entry as published at its creation.
        publishedAt: now,
      }),
      contacts: record.contacts.map((contact) => tables.contacts.row({ ...contact })),
      duplicates: isLead ? { column: tables.column('duplicateOf'), keys } : null,
      dependents: (leadId) =>
        isLead
          ? [
              { table: tableOf(strapi, MATCH_UID).table, rows: matchKeyRows(strapi, leadId, keys) },
              {
                table: tableOf(strapi, MAIL_JOB_UID).table,
                rows: mailPlan ? mailJobRows(strapi, leadMailJobs(leadId, reference, mailPlan), now) : [],
                ignoreConflictOn: mailJobUniqueColumn(strapi),
              },
            ]
          : [],
    };
  };

  const insert = async (uid: AttachmentOwnerUid, record: LeadRecord, attachmentKey: string, reference: string) => {
    const lead = await newLead(uid, record, attachmentKey, reference);
    const schema = strapi.db.getSchemaName();
    const isStored = async () => {
      const query = strapi.db.connection(lead.tables.table);
      const found = await (schema ? query.withSchema(schema) : query)
        .where(lead.tables.column('reference'), reference)
        .first('id');
      return !!found;
    };
    try {
      await confirmedCommit(() => insertLead(strapi, lead), isStored);
    } catch (error) {
      // Outcome unknown, the database down: the file stays for now, and its fate is settled as soon
      // as the database answers again (lib/database/in-doubt-writes.ts).
      if (error instanceof WriteNotConfirmed && error.mayHaveCommitted) {
        void settleLater({
          isStored,
          discard: () => removeQuietly(attachmentsOf(strapi), attachmentKey),
          settled: (outcome) =>
            strapi.log.warn(
              `[leads] write ${reference}, unconfirmed during a database outage, settled: ${outcome === 'stored' ? 'the row exists' : 'no row, attachment removed'}`,
            ),
        });
      }
      throw error;
    }
    return reference;
  };

  return {
    /**
     * Writes the row of an attachment already stored under attachmentKey; answers the new row's
     * reference. Removes the file when no row is written. Throws DuplicateIdempotencyKey when
     * another request with the same key won the race.
     */
    async write(uid: AttachmentOwnerUid, record: LeadRecord, attachmentKey: string): Promise<string> {
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await insert(uid, record, attachmentKey, newReference());
          } catch (error) {
            if (record.idempotencyKey && isUniqueViolation(error, 'idempotency')) throw new DuplicateIdempotencyKey();
            if (!isUniqueViolation(error, 'reference') || attempt >= REFERENCE_ATTEMPTS) throw error;
          }
        }
      } catch (error) {
        // Unless the row may exist after all: then insert() has left it to be settled once the
        // database answers again (and the orphan sweep, should the process end first).
        if (!(error instanceof WriteNotConfirmed && error.mayHaveCommitted)) {
          await removeQuietly(attachmentsOf(strapi), attachmentKey);
        }
        throw error;
      }
    },

    async referenceFor(idempotencyKey: string): Promise<string | null> {
      const row = await strapi.db.query(LEAD_UID).findOne({ where: { idempotencyKey }, select: ['reference'] });
      return row?.reference ?? null;
    },
  };
};
