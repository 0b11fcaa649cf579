// The keys that make two leads possible duplicates (content type api::lead.lead-match): the same
// attachment (its sha256) or any same contact e-mail address, whatever its case or spaces. A lead's
// keys are written with it, in its transaction; finding its duplicates is two index lookups.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { leadTables, tableOf } from '../database/lead-tables';
import { LEAD_UID, MATCH_UID } from '../uids';
import { DUPLICATES_LISTED } from './review-details';
import type { NewRowId } from '../database/new-row-id';

/** Between the references of a lead's earlier possible duplicates (its `duplicateOf`). */
export const DUPLICATES_SEPARATOR = ', ';

/** A stored `duplicateOf` as the references it lists. */
export const referencesOf = (duplicateOf: string | null | undefined): string[] =>
  duplicateOf ? duplicateOf.split(DUPLICATES_SEPARATOR) : [];

export const fileKey = (sha256: string) => `file:${sha256.toLowerCase()}`;
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** A lead's keys, each once: its file's checksum and its contacts' addresses. */
export const matchKeysOf = (sha256: string | null | undefined, emails: readonly (string | null | undefined)[]) => {
  const keys = new Set<string>();
  if (sha256) keys.add(fileKey(sha256));
  for (const email of emails) if (email && email.trim()) keys.add(emailKey(email));
  return [...keys];
};

/**
 * The query of the earliest leads already holding one of these keys (at most DUPLICATES_LISTED):
 * their `id` and `reference`, in order. Read before the new lead's keys are written (in its own
 * transaction, or as a part of its one statement): every lead found is earlier.
 */
export const earlierDuplicatesQuery = (strapi: Core.Strapi, db: Knex | Knex.Transaction, keys: readonly string[]) => {
  const m = tableOf(strapi, MATCH_UID);
  const l = leadTables(strapi, LEAD_UID);
  // Per key, only its first DUPLICATES_LISTED leads, read in order from the (match_key, lead_id)
  // index; their union holds the first DUPLICATES_LISTED leads of all keys together. One query
  // over all keys at once read every lead holding any of them before keeping 20: a file or an
  // address shared by thousands of leads (a template, an organisation's mailbox) cost tens of
  // milliseconds of the database per new lead, growing with each one (78 ms at 5,000).
  const firstOf = (key: string, index: number) =>
    db.select('candidate').from(
      db
        .select({ candidate: `m.${m.column('leadId')}` })
        .from(`${m.table} as m`)
        .join(`${l.table} as l`, 'l.id', `m.${m.column('leadId')}`)
        .where(`m.${m.column('matchKey')}`, key)
        .orderBy(`m.${m.column('leadId')}`)
        .limit(DUPLICATES_LISTED)
        .as(`k${index}`),
    );
  const [first, ...others] = keys.map(firstOf);
  const candidates = others.length ? first.union(others) : first;
  return db
    .select('l.id', `l.${l.column('reference')} as reference`)
    .from(`${l.table} as l`)
    .whereIn('l.id', candidates)
    .orderBy('l.id')
    .limit(DUPLICATES_LISTED);
};

/** A new lead's `duplicateOf`: the earlier leads' references joined, or null when there are none. */
export const earlierDuplicates = async (
  strapi: Core.Strapi,
  db: Knex | Knex.Transaction,
  keys: readonly string[],
): Promise<string | null> => {
  if (!keys.length) return null;
  const rows = (await earlierDuplicatesQuery(strapi, db, keys)) as { reference: string }[];
  return rows.length ? rows.map((row) => row.reference).join(DUPLICATES_SEPARATOR) : null;
};

/** The rows of a lead's keys; `leadId` may stand for a lead inserted in the same statement. */
export const matchKeyRows = (strapi: Core.Strapi, leadId: number | NewRowId, keys: readonly string[]) => {
  const t = tableOf(strapi, MATCH_UID);
  return keys.map((matchKey) => t.row({ leadId, matchKey }));
};

/** Rows per insert: SQLite takes at most 999 bound values in one statement. */
const ROWS_PER_INSERT = 400;

/**
 * Writes the keys of these leads through `db` (the caller's transaction, so a lead and its keys
 * commit together).
 */
export const writeMatchKeys = async (
  strapi: Core.Strapi,
  db: Knex | Knex.Transaction,
  keysByLead: ReadonlyMap<number, readonly string[]>,
) => {
  const t = tableOf(strapi, MATCH_UID);
  const rows = [...keysByLead].flatMap(([leadId, keys]) => matchKeyRows(strapi, leadId, keys));
  const schema = strapi.db.getSchemaName();
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const table = schema ? db(t.table).withSchema(schema) : db(t.table);
    await table.insert(rows.slice(from, from + ROWS_PER_INSERT));
  }
};
