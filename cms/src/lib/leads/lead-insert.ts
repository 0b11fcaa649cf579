// Writing one new lead (or quarantined attempt), all or nothing: its row, its contacts and their
// link rows, the rows of other tables that name it (its duplicate keys, its e-mail jobs), and its
// `duplicateOf`, read from the earlier leads sharing a key. The lead writer decides what the rows
// are (NewLead); this file decides how they reach the database:
//
//   PostgreSQL  one statement, the inserts chained by WITH clauses, each later one taking the new
//               lead's id (and its contacts') from the earlier ones: one round trip instead of
//               eight. A statement outside a transaction commits before the server reports it done
//               (ReadyForQuery, which node-postgres waits for before it resolves), so its success is
//               the server's own word that the lead is stored: `confirmed`. When the connection
//               drops instead, the outcome is unknown and the caller looks the row up
//               (lib/database/confirmed-commit.ts). Every lead found by the `duplicateOf` read is
//               earlier: all parts of one statement see the database as it was when it started.
//   SQLite      a transaction of plain inserts; the caller confirms its commit by a lookup.
//
// The rows are exactly what Strapi's Document Service stores (lib/database/lead-tables.ts), so the
// Content Manager lists and opens these leads as its own.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { LeadTables } from '../database/lead-tables';
import { NEW_LEAD_ID, NewRowId, type DependentRows, type Row } from '../database/new-row-id';
import { DUPLICATES_SEPARATOR, earlierDuplicates, earlierDuplicatesQuery } from './match-keys';

export type NewLead = {
  tables: LeadTables;
  /** The lead's columns and values, without `duplicateOf`. */
  lead: Row;
  /** Its contacts' rows, in order. */
  contacts: Row[];
  /** When set, `duplicateOf` (this column) lists the earlier leads holding one of these keys. */
  duplicates: { column: string; keys: readonly string[] } | null;
  dependents: (leadId: number | NewRowId) => DependentRows[];
};

/** The link rows between the lead and its contacts, in the contacts' order. */
const linkRows = ({ contacts: { join } }: LeadTables, leadId: number | NewRowId, contactIds: (number | NewRowId)[]) =>
  contactIds.map((contactId, index) => ({
    [join.lead]: leadId,
    [join.contact]: contactId,
    ...join.on,
    [join.order]: index + 1,
  }));

const inTransaction = (strapi: Core.Strapi, lead: NewLead) =>
  strapi.db.transaction(async ({ trx }) => {
    const schema = strapi.db.getSchemaName();
    const table = (name: string) => (schema ? trx(name).withSchema(schema) : trx(name));
    const { tables } = lead;
    const duplicateOf = lead.duplicates && {
      [lead.duplicates.column]: await earlierDuplicates(strapi, trx, lead.duplicates.keys),
    };
    const contactIds = (await table(tables.contacts.table).insert(lead.contacts).returning('id')) as { id: number }[];
    const [row] = (await table(tables.table)
      .insert({ ...lead.lead, ...duplicateOf })
      .returning('id')) as { id: number }[];
    await table(tables.contacts.join.table).insert(
      linkRows(
        tables,
        row.id,
        contactIds.map(({ id }) => id),
      ),
    );
    for (const { table: name, rows, ignoreConflictOn } of lead.dependents(row.id)) {
      if (!rows.length) continue;
      const insert = table(name).insert(rows);
      await (ignoreConflictOn ? insert.onConflict(ignoreConflictOn).ignore() : insert);
    }
  });

/** A PostgreSQL identifier, quoted. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

const oneStatement = async (strapi: Core.Strapi, lead: NewLead) => {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const { tables } = lead;
  const tableName = (name: string) => (schema ? `${quoted(schema)}.${quoted(name)}` : quoted(name));
  // Bindings in the order their `?` appear in the text.
  const bindings: unknown[] = [];
  const valueOf = (value: unknown) => {
    if (!(value instanceof NewRowId)) {
      bindings.push(value);
      return '?';
    }
    return value.of === 'lead'
      ? '(SELECT "id" FROM new_lead)'
      : // Ids come from one sequence in the order of the VALUES list: the index-th smallest is the
        // index-th contact.
        `(SELECT "id" FROM new_contacts ORDER BY "id" LIMIT 1 OFFSET ${value.index})`;
  };
  const insert = (table: string, rows: Row[], extra: Record<string, string> = {}) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const values = rows.map(
      (row) =>
        `(${[...columns.map((column) => (row[column] === undefined ? 'DEFAULT' : valueOf(row[column]))), ...Object.values(extra)].join(', ')})`,
    );
    return `INSERT INTO ${tableName(table)} (${[...columns, ...Object.keys(extra)].map(quoted).join(', ')}) VALUES ${values.join(', ')}`;
  };

  const parts: string[] = [];
  const { duplicates } = lead;
  if (duplicates?.keys.length) {
    const { sql, bindings: lookup } = earlierDuplicatesQuery(strapi, knex, duplicates.keys).toSQL();
    parts.push(`earlier AS (${sql})`);
    bindings.push(...lookup);
    const readEarlier = { [duplicates.column]: '(SELECT string_agg("reference", ? ORDER BY "id") FROM earlier)' };
    parts.push(`new_lead AS (${insert(tables.table, [lead.lead], readEarlier)} RETURNING "id")`);
    // The separator's `?` is the last one of the lead's insert.
    bindings.push(DUPLICATES_SEPARATOR);
  } else {
    const none = duplicates ? { [duplicates.column]: 'NULL' } : {};
    parts.push(`new_lead AS (${insert(tables.table, [lead.lead], none)} RETURNING "id")`);
  }
  parts.push(`new_contacts AS (${insert(tables.contacts.table, lead.contacts)} RETURNING "id")`);
  const contactIds = lead.contacts.map((_, index) => new NewRowId('contact', index));
  parts.push(`links AS (${insert(tables.contacts.join.table, linkRows(tables, NEW_LEAD_ID, contactIds))})`);
  lead.dependents(NEW_LEAD_ID).forEach(({ table, rows, ignoreConflictOn }, index) => {
    if (!rows.length) return;
    const conflict = ignoreConflictOn ? ` ON CONFLICT (${quoted(ignoreConflictOn)}) DO NOTHING` : '';
    parts.push(`dependent_${index} AS (${insert(table, rows)}${conflict})`);
  });
  // Every data-modifying WITH part runs, whether or not the final SELECT reads it.
  await knex.raw(`WITH ${parts.join(', ')} SELECT "id" FROM new_lead`, bindings as Knex.RawBinding[]);
};

/**
 * Writes the lead. Resolves `{ confirmed: true }` when the database's answer itself proves the
 * lead stored (PostgreSQL), `{ confirmed: false }` when a lookup must confirm the commit.
 */
export const insertLead = async (strapi: Core.Strapi, lead: NewLead): Promise<{ confirmed: boolean }> => {
  if (strapi.db.dialect.client === 'postgres') {
    await oneStatement(strapi, lead);
    return { confirmed: true };
  }
  await inTransaction(strapi, lead);
  return { confirmed: false };
};
