// Where a piece of text is still stored: every text-like column of every table of the test's
// database (SQLite or PostgreSQL), searched case-insensitively. For the privacy tests: after an
// erasure, an address must be nowhere, whichever table a future feature adds.

import type { Core } from '@strapi/strapi';

type Column = { table: string; column: string };

const textColumns = async (app: Core.Strapi): Promise<Column[]> => {
  const knex = app.db.connection;
  if (app.db.dialect.client === 'postgres') {
    const rows = (await knex('information_schema.columns')
      .select('table_name as table', 'column_name as column')
      .whereRaw('table_schema = current_schema()')
      .whereIn('data_type', ['text', 'character varying', 'character', 'json', 'jsonb'])) as Column[];
    return rows;
  }
  const tables = (await knex('sqlite_master')
    .select('name')
    .where('type', 'table')
    .andWhereNot('name', 'like', 'sqlite_%')) as { name: string }[];
  const columns: Column[] = [];
  for (const { name } of tables) {
    const info = (await knex.raw(`pragma table_info("${name.replace(/"/g, '""')}")`)) as {
      name: string;
      type: string;
    }[];
    for (const column of info) {
      if (/char|text|clob|json|^$/i.test(column.type)) columns.push({ table: name, column: column.name });
    }
  }
  return columns;
};

/** Every `table.column` holding `needle` (any letter case), with how many rows. */
export const findInDatabase = async (app: Core.Strapi, needle: string): Promise<string[]> => {
  const found: string[] = [];
  const pattern = `%${needle.toLowerCase()}%`;
  for (const { table, column } of await textColumns(app)) {
    const row = (await app.db
      .connection(table)
      .whereRaw('lower(cast(?? as text)) like ?', [column, pattern])
      .count({ n: '*' })
      .first()) as { n: number | string };
    if (Number(row.n) > 0) found.push(`${table}.${column} (${row.n})`);
  }
  return found;
};
