// Whose data a request names: every lead and quarantined attempt with a contact at this e-mail
// address (any of its contacts, whatever the letter case or spaces around it), or the one with this
// reference. Read through the erasure's own transaction, so what is counted is what is deleted.
// The address is looked up in the contacts themselves, not only in the duplicate keys: a lead
// written before the keys existed has none, and a person's data must not hide behind that.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { leadTables } from '../database/lead-tables';
import { ATTACHMENT_OWNER_UIDS, LEAD_UID, QUARANTINE_UID, type AttachmentOwnerUid } from '../uids';
import type { ErasedRow, ErasureSet } from './erasure-steps';

/** The person a request names: an address (any case) or one reference. */
export type DataSubject = { email: string } | { reference: string };

type Db = Knex | Knex.Transaction;

const tableIn = (strapi: Core.Strapi, db: Db, name: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? db(name).withSchema(schema) : db(name);
};

/** The rows of `uid` with a contact at this address (already trimmed and in lower case). */
const rowsWithAddress = async (strapi: Core.Strapi, db: Db, uid: AttachmentOwnerUid, email: string) => {
  const tables = leadTables(strapi, uid);
  const { join } = tables.contacts;
  const withContact = tableIn(strapi, db, join.table)
    .join(`${tables.contacts.table} as c`, 'c.id', `${join.table}.${join.contact}`)
    .where(Object.fromEntries(Object.entries(join.on).map(([column, value]) => [`${join.table}.${column}`, value])))
    .whereRaw('lower(trim(??)) = ?', [`c.${tables.contacts.column('email')}`, email])
    .select(`${join.table}.${join.lead}`);
  return tableIn(strapi, db, tables.table)
    .whereIn('id', withContact)
    .select('id', `${tables.column('reference')} as reference`, `${tables.column('attachmentKey')} as attachmentKey`)
    .orderBy('id');
};

const rowsWithReference = (strapi: Core.Strapi, db: Db, uid: AttachmentOwnerUid, reference: string) => {
  const tables = leadTables(strapi, uid);
  return tableIn(strapi, db, tables.table)
    .where(tables.column('reference'), reference)
    .select('id', `${tables.column('reference')} as reference`, `${tables.column('attachmentKey')} as attachmentKey`);
};

const asRows = (rows: { id: number | string; reference: string; attachmentKey: string | null }[]): ErasedRow[] =>
  rows.map((row) => ({ id: Number(row.id), reference: row.reference, attachmentKey: row.attachmentKey ?? null }));

/** The leads and quarantined attempts of this person. */
export const erasureSetOf = async (strapi: Core.Strapi, db: Db, subject: DataSubject): Promise<ErasureSet> => {
  const found: Record<AttachmentOwnerUid, ErasedRow[]> = { [LEAD_UID]: [], [QUARANTINE_UID]: [] };
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    found[uid] = asRows(
      await ('email' in subject
        ? rowsWithAddress(strapi, db, uid, subject.email)
        : rowsWithReference(strapi, db, uid, subject.reference)),
    );
  }
  return {
    leads: found[LEAD_UID],
    attempts: found[QUARANTINE_UID],
    ...('email' in subject ? { emails: [subject.email] } : {}),
  };
};
