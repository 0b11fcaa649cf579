// Writes a lead (or a quarantined attempt) with its contacts in one transaction of three plain
// inserts (the contacts, the row, the component links), without the query engine's re-read of
// what it just wrote. The rows are exactly what Strapi's Document Service stores (documentId,
// timestamps, the link table's field, component_type and order), with table and column names
// taken from Strapi's own metadata, so the Content Manager lists and opens these leads as its own.
// A lead's duplicate keys (lib/leads/match-keys.ts) are written in the same transaction, and the
// earlier leads sharing one are linked in its `duplicateOf`: a possible duplicate is linked, never
// refused.
// The attachment is already at its final name; if the row is not written, the file is removed,
// so a row never points at a missing file and a file never outlives a failed write.
// A lead's e-mails (a confirmation per distinct contact address, the staff's notification) are
// jobs in the outbox, inserted in the same transaction (lib/mail/outbox.ts): committed with the
// lead or not at all, and sent later by the worker, never before the visitor's answer.
// A write counts only once the row is seen on another connection (lib/database/confirmed-commit.ts):
// a commit whose answer was lost is settled by looking the reference up, never guessed.

import { randomBytes, randomInt } from 'crypto';
import type { Core } from '@strapi/strapi';
import { DEFAULT_REVIEW_STATUS, type AreaKey, type ContactValues } from '@vision/config';
import { CONTACTS_SNAPSHOT, snapshotOf } from '../../../lib/leads/contacts-snapshot';
import { earlierDuplicates, matchKeysOf, writeMatchKeys } from '../../../lib/leads/match-keys';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { confirmedCommit, WriteNotConfirmed } from '../../../lib/database/confirmed-commit';
import { settleLater } from '../../../lib/database/in-doubt-writes';
import { leadTables } from '../../../lib/database/lead-tables';
import { attachmentsOf, removeQuietly } from '../../../lib/attachments/storage';
import { enqueueLeadMail, type LeadMailPlan } from '../../../lib/mail/outbox';
import { LEAD_UID, type AttachmentOwnerUid } from '../../../lib/uids';

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

/** Strapi's document ids are 24 lowercase letters and digits, starting with a letter. */
const newDocumentId = () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const rest = randomBytes(23).reduce((id, byte) => id + (letters + '0123456789')[byte % 36], '');
  return letters[randomInt(26)] + rest;
};

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
  const insert = async (uid: AttachmentOwnerUid, record: LeadRecord, attachmentKey: string, reference: string) => {
    const lead = leadTables(strapi, uid);
    const mailPlan =
      uid === LEAD_UID
        ? await leadMailPlan(
            strapi,
            record.contacts.map((contact) => contact.email),
          )
        : null;
    const { contacts } = lead;
    const schema = strapi.db.getSchemaName();
    const isStored = async () => {
      const query = strapi.db.connection(lead.table);
      const found = await (schema ? query.withSchema(schema) : query)
        .where(lead.column('reference'), reference)
        .first('id');
      return !!found;
    };
    const write = () =>
      strapi.db.transaction(async ({ trx }) => {
        const table = (name: string) => (schema ? trx(name).withSchema(schema) : trx(name));
        const now = new Date();
        const keys =
          uid === LEAD_UID
            ? matchKeysOf(
                record.attachmentSha256,
                record.contacts.map((contact) => contact.email),
              )
            : [];
        const contactIds = (await table(contacts.table)
          .insert(record.contacts.map((contact) => contacts.row({ ...contact })))
          .returning('id')) as Array<{ id: number }>;
        const [row] = (await table(lead.table)
          .insert(
            lead.row({
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
              ...(uid === LEAD_UID
                ? {
                    [CONTACTS_SNAPSHOT]: snapshotOf(record.contacts),
                    reviewStatus: DEFAULT_REVIEW_STATUS,
                    receivedDay: jerusalemDate(now.getTime()),
                    duplicateOf: await earlierDuplicates(strapi, trx, keys),
                  }
                : {}),
              createdAt: now,
              updatedAt: now,
              // Without draft & publish, Strapi 5 stores every entry as published at its creation.
              publishedAt: now,
            }),
          )
          .returning('id')) as Array<{ id: number }>;
        await table(contacts.join.table).insert(
          contactIds.map(({ id }, index) => ({
            [contacts.join.lead]: row.id,
            [contacts.join.contact]: id,
            ...contacts.join.on,
            [contacts.join.order]: index + 1,
          })),
        );
        if (uid === LEAD_UID) {
          await writeMatchKeys(strapi, trx, new Map([[row.id, keys]]));
          await enqueueLeadMail(strapi, trx, { id: row.id, reference }, mailPlan);
        }
      });
    try {
      await confirmedCommit(write, isStored);
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
