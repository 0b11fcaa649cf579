// Rows as arrays of column values, for reads too large for knex's result objects: the export reads
// a million leads, and building an object per row with every column's name (knex's better-sqlite3
// and pg results) cost about as much as the rest of the export. The query is still built by knex;
// only its execution happens here, on a connection borrowed from knex's pool and given back
// (borrowConnection, also used by the PostgreSQL export's COPY).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

type Statement = { raw(toggle: boolean): Statement; all(...bindings: unknown[]): unknown[][] };
type SqliteConnection = { prepare(sql: string): Statement };
type PgConnection = {
  query(config: { text: string; values: readonly unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
};
type Pool = { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): unknown };

/**
 * SQLite statements prepared once per connection and SQL text: a keyset walk runs the same text
 * thousands of times. Few texts exist (one per combination of filters), the cap is a safeguard.
 */
const prepared = new WeakMap<object, Map<string, Statement>>();
const STATEMENTS_KEPT = 64;

const statementFor = (connection: SqliteConnection, sql: string): Statement => {
  let byText = prepared.get(connection);
  if (!byText) prepared.set(connection, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) {
    if (byText.size >= STATEMENTS_KEPT) byText.clear();
    statement = connection.prepare(sql).raw(true);
    byText.set(sql, statement);
  }
  return statement;
};

/** What knex's better-sqlite3 client does to values: SQLite stores dates as numbers. */
const sqliteValue = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'boolean' ? Number(value) : value;

/** The driver's own connection (better-sqlite3 or pg), borrowed from knex's pool until released. */
export const borrowConnection = async <Connection>(strapi: Core.Strapi) => {
  const pool = strapi.db.connection.client as unknown as Pool;
  const connection = (await pool.acquireConnection()) as Connection;
  return { connection, release: async () => void (await pool.releaseConnection(connection)) };
};

/** Runs a select built with strapi.db.connection and answers its rows as arrays, columns in order. */
export const rawRows = async (strapi: Core.Strapi, query: Knex.QueryBuilder): Promise<unknown[][]> => {
  const { sql, bindings } = query.toSQL().toNative();
  const { connection, release } = await borrowConnection<SqliteConnection & PgConnection>(strapi);
  try {
    if (strapi.db.dialect.client === 'sqlite') {
      return statementFor(connection, sql).all(...bindings.map(sqliteValue));
    }
    return (await connection.query({ text: sql, values: bindings, rowMode: 'array' })).rows;
  } finally {
    await release();
  }
};
