// Writes a lead (or a quarantined attempt) with its contacts in one transaction and few
// statements: the contacts in one insert, the row with its component links in another. The
// attachment is moved to its final name first; if the row is not written, the file is removed,
// so a row never points at a missing file and a file never outlives a failed write.

import { randomBytes, randomInt } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { AreaKey, ContactValues } from '@vision/config';
import { LEAD_UID } from '../../../utils/uids';
import { keep, removeQuietly, pathOf } from './attachment-store';

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

const CONTACT_UID = 'lead.contact';
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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const insert = async (uid: string, record: LeadRecord, attachmentKey: string, reference: string) =>
    strapi.db.transaction(async () => {
      const now = new Date();
      const { ids } = (await strapi.db.query(CONTACT_UID).createMany({
        data: record.contacts.map((contact) => ({ ...contact })),
      })) as { ids: number[] };
      return strapi.db.query(uid).create({
        data: {
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
          contacts: ids.map((id) => ({ id, __pivot: { field: 'contacts', component_type: CONTACT_UID } })),
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
        select: ['id', 'reference'],
      });
    });

  return {
    /**
     * Keeps the uploaded file and writes its row; answers the new row's reference. Throws
     * DuplicateIdempotencyKey when another request with the same key won the race.
     */
    async write(uid: string, record: LeadRecord, incomingPath: string): Promise<string> {
      const attachmentKey = await keep(incomingPath);
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            const row = await insert(uid, record, attachmentKey, newReference());
            return row.reference;
          } catch (error) {
            if (record.idempotencyKey && isUniqueViolation(error, 'idempotency')) throw new DuplicateIdempotencyKey();
            if (!isUniqueViolation(error, 'reference') || attempt >= REFERENCE_ATTEMPTS) throw error;
          }
        }
      } catch (error) {
        await removeQuietly(pathOf(attachmentKey));
        throw error;
      }
    },

    async referenceFor(idempotencyKey: string): Promise<string | null> {
      const row = await strapi.db.query(LEAD_UID).findOne({ where: { idempotencyKey }, select: ['reference'] });
      return row?.reference ?? null;
    },
  };
};
