// The keys that make two leads possible duplicates (content type api::lead.lead-match): the same
// attachment (its sha256) or any same contact e-mail address, whatever its case or spaces. A lead's
// keys are written with it, in its transaction; finding its duplicates is two index lookups.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../database/lead-tables';
import { MATCH_UID } from '../uids';

export const fileKey = (sha256: string) => `file:${sha256.toLowerCase()}`;
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** A lead's keys, each once: its file's checksum and its contacts' addresses. */
export const matchKeysOf = (sha256: string | null | undefined, emails: readonly (string | null | undefined)[]) => {
  const keys = new Set<string>();
  if (sha256) keys.add(fileKey(sha256));
  for (const email of emails) if (email && email.trim()) keys.add(emailKey(email));
  return [...keys];
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
  const rows = [...keysByLead].flatMap(([leadId, keys]) => keys.map((matchKey) => t.row({ leadId, matchKey })));
  const schema = strapi.db.getSchemaName();
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const table = schema ? db(t.table).withSchema(schema) : db(t.table);
    await table.insert(rows.slice(from, from + ROWS_PER_INSERT));
  }
};
