// The keys that make two leads possible duplicates (content type api::lead.lead-match): the same
// attachment (its sha256) or any same contact e-mail address, whatever its case or spaces. A lead's
// keys are written with it, in its transaction; finding its duplicates is two index lookups.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { leadTables, tableOf } from '../database/lead-tables';
import { LEAD_UID, MATCH_UID } from '../uids';
import type { NewRowId } from '../database/new-row-id';

/**
 * Duplicates listed per lead and direction: the earliest ones. A file or an address that many
 * leads share (a common template, an organisation's mailbox) would otherwise make the list grow
 * with the square of their number.
 */
export const DUPLICATES_LISTED = 20;

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
 * The ids of the first `limit` leads holding one of `keys`, with ids above `after` and below
 * `before` (when given), in order, each once, leaving out leads that are gone; with `columns` of
 * each lead (`{ as: column }`). `keys` holds at least one key (the callers ask only for a lead
 * that has some). Read before a new lead's keys are written (in its own transaction, or as a part
 * of its one statement), every lead found is earlier.
 *
 * Each key is walked down the (match_key, lead_id) index one entry per step (a recursive query
 * whose every step is `ORDER BY lead_id LIMIT 1` from the previous id), and each lead's columns are
 * read by its id. So the database reads at most `limit` entries per key whatever it knows of the
 * tables: with a plain `ORDER BY … LIMIT` over a key, PostgreSQL without statistics (a new or
 * restored database, autovacuum late) read every lead holding it and sorted them, 31 ms per new
 * lead at 8,000 leads sharing a file, growing with each one.
 */
export const leadsHoldingQuery = (
  strapi: Core.Strapi,
  db: Knex | Knex.Transaction,
  keys: readonly string[],
  {
    after = 0,
    before = null,
    limit = DUPLICATES_LISTED,
    columns = { reference: 'reference' },
  }: { after?: number; before?: number | null; limit?: number; columns?: Record<string, string> } = {},
) => {
  const m = tableOf(strapi, MATCH_UID);
  const l = leadTables(strapi, LEAD_UID);
  const [leadId, matchKey] = [m.column('leadId'), m.column('matchKey')];
  const bindings: Knex.RawBinding[] = [];
  /** The next lead holding key `index` after `from` (an SQL expression), that still exists. */
  const next = (index: number, from: string, fromBinding?: number) => {
    bindings.push(leadId, m.table, matchKey, keys[index]!, leadId);
    if (fromBinding !== undefined) bindings.push(fromBinding);
    const upTo = before === null ? '' : ' AND x.?? < ?';
    if (before !== null) bindings.push(leadId, before);
    bindings.push(l.table, leadId, leadId);
    return (
      `(SELECT x.?? FROM ?? x WHERE x.?? = ? AND x.?? > ${from}${upTo}` +
      ` AND EXISTS (SELECT 1 FROM ?? l WHERE l.id = x.??) ORDER BY x.?? LIMIT 1)`
    );
  };
  const walks = keys.map((_, index) => {
    const first = next(index, '?', after);
    const following = next(index, `w${index}.step_id`);
    bindings.push(limit);
    return (
      `w${index}(step_id, step) AS (SELECT ${first}, 1 UNION ALL ` +
      `SELECT ${following}, w${index}.step + 1 FROM w${index} WHERE w${index}.step_id IS NOT NULL AND w${index}.step < ?)`
    );
  });
  const found = keys.map((_, index) => `SELECT step_id AS id FROM w${index} WHERE step_id IS NOT NULL`).join(' UNION ');
  const read = Object.entries(columns).map(([as, column]) => {
    bindings.push(l.column(column), l.table, as);
    return `(SELECT l.?? FROM ?? l WHERE l.id = c.id) AS ??`;
  });
  bindings.push(limit);
  const sql = `WITH RECURSIVE ${walks.join(', ')} SELECT c.id${read.map((part) => `, ${part}`).join('')} FROM (${found}) c ORDER BY c.id LIMIT ?`;
  return db
    .select('*')
    .from(db.raw(`(${sql}) as found`, bindings))
    .orderBy('id');
};

/**
 * The query of the earliest leads already holding one of these keys (at most DUPLICATES_LISTED):
 * their `id` and `reference`, in order (leadsHoldingQuery).
 */
export const earlierDuplicatesQuery = (strapi: Core.Strapi, db: Knex | Knex.Transaction, keys: readonly string[]) =>
  leadsHoldingQuery(strapi, db, keys);

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
