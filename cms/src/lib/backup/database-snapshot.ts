// The database half of a backup, and the list of files it needs, from one consistent moment:
//   - PostgreSQL: a REPEATABLE READ transaction exports its snapshot, pg_dump (custom format) dumps
//     exactly that snapshot, and the rows' attachment keys are read in the same transaction;
//   - SQLite: the online backup API copies the database file in one step, and the keys are read
//     from that copy.
// Either way every attachment key in the dump is in the list, and since a lead's file is stored
// before its row is committed, each of those files existed when the snapshot was taken.

import { promises as fs } from 'fs';
import { createReadStream } from 'fs';
import path from 'path';
import type { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { appConfig } from '../config/app-config';
import { CONTACT_UID, leadTables, tableOf } from '../database/lead-tables';
import { ATTACHMENT_OWNER_UIDS, LEAD_UID, QUARANTINE_UID } from '../uids';
import { libpqEnv, postgresBinDir, runPostgresTool, type PostgresConnection } from './postgres-tools';
import type { EntryDigest } from './tar';

export type SnapshotCounts = { leads: number; quarantinedLeads: number; contacts: number };

export type DatabaseSnapshot = {
  client: 'postgres' | 'sqlite';
  /** When the snapshot was taken (this machine's clock). */
  snapshotAt: Date;
  counts: SnapshotCounts;
  /** Every attachment key a row of the snapshot holds, with the sha256 on its row. */
  files: Map<string, string | null>;
  dump: EntryDigest;
};

/** The queries, as SQL text for both databases: the keys and sha256s, and the counts. */
const snapshotQueries = (strapi: Core.Strapi) => {
  const owners = ATTACHMENT_OWNER_UIDS.map((uid) => leadTables(strapi, uid));
  return {
    files: owners.map(
      (tables) =>
        `select ${tables.column('attachmentKey')} as key, ${tables.column('attachmentSha256')} as sha256 from ${tables.table} where ${tables.column('attachmentKey')} is not null`,
    ),
    counts: {
      leads: `select count(*) as n from ${leadTables(strapi, LEAD_UID).table}`,
      quarantinedLeads: `select count(*) as n from ${leadTables(strapi, QUARANTINE_UID).table}`,
      contacts: `select count(*) as n from ${tableOf(strapi, CONTACT_UID).table}`,
    },
  };
};

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const readRows = async (strapi: Core.Strapi, query: Query) => {
  const sql = snapshotQueries(strapi);
  const files = new Map<string, string | null>();
  for (const text of sql.files) {
    for (const row of await query(text)) files.set(String(row.key), row.sha256 ? String(row.sha256) : null);
  }
  const counts = {} as SnapshotCounts;
  for (const [name, text] of Object.entries(sql.counts)) {
    counts[name as keyof SnapshotCounts] = Number((await query(text))[0]?.n ?? 0);
  }
  return { files, counts };
};

const postgresSnapshot = async (strapi: Core.Strapi, writeDump: (dump: Readable) => Promise<EntryDigest>) => {
  const database = appConfig(strapi, 'database').connection;
  const connection = database.connection as PostgresConnection;
  const binDir = postgresBinDir(appConfig(strapi, 'backup').postgresBinDir);
  return strapi.db.connection.transaction(async (trx: Knex.Transaction) => {
    await trx.raw('set transaction isolation level repeatable read, read only');
    const snapshotAt = new Date();
    const exported = await trx.raw('select pg_export_snapshot() as id');
    const snapshotId = String(exported.rows[0].id);
    const dumping = runPostgresTool(
      binDir,
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshotId}`, '--no-password'],
      libpqEnv(connection),
    );
    dumping.child.stdin.end();
    // The transaction (and so the snapshot) stays open until pg_dump has finished; pg_dump stops
    // when what reads its output fails, and its own failure is said in its own words.
    const stop = (error: unknown): never => {
      dumping.child.kill();
      // Its output is closed too: a copy that failed while the output was piped into it (its stream
      // full, so the output paused) left pg_dump's stdout open for ever, and with it the run and
      // its transaction.
      dumping.child.stdout.destroy();
      throw error;
    };
    const [dump, rows, dumped] = await Promise.allSettled([
      writeDump(dumping.child.stdout).catch(stop),
      readRows(strapi, async (sql) => (await trx.raw(sql)).rows as Record<string, unknown>[]).catch(stop),
      dumping.done,
    ]);
    for (const outcome of [dump, rows, dumped]) if (outcome.status === 'rejected') throw outcome.reason;
    if (dump.status !== 'fulfilled' || rows.status !== 'fulfilled') throw new Error('unreachable');
    return { client: 'postgres' as const, snapshotAt, dump: dump.value, ...rows.value };
  });
};

type SqliteDatabase = {
  backup(file: string, options: { progress: () => number }): Promise<unknown>;
  prepare(sql: string): { all(): Record<string, unknown>[] };
  close(): void;
};
type SqliteConstructor = new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

const sqliteSnapshot = async (
  strapi: Core.Strapi,
  writeDump: (dump: Readable) => Promise<EntryDigest>,
  tempDir: string,
) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as SqliteConstructor;
  const filename = (appConfig(strapi, 'database').connection.connection as { filename: string }).filename;
  const copyFile = path.join(tempDir, 'database.sqlite');
  const source = new Database(filename, { readonly: true, fileMustExist: true });
  let snapshotAt: Date;
  try {
    // The first step only measures; the second copies every page at once, so the copy is one
    // moment of the database even while the CMS writes to it.
    snapshotAt = new Date();
    await source.backup(copyFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(copyFile, { readonly: true });
  let rows: Awaited<ReturnType<typeof readRows>>;
  try {
    rows = await readRows(strapi, async (sql) => copy.prepare(sql).all());
  } finally {
    copy.close();
  }
  const dump = await writeDump(createReadStream(copyFile));
  await fs.rm(copyFile, { force: true });
  return { client: 'sqlite' as const, snapshotAt, dump, ...rows };
};

/**
 * Takes the snapshot; `writeDump` stores the dump's bytes (encrypted) and answers their digest.
 * `tempDir` holds SQLite's copy while it is read.
 */
export const snapshotDatabase = (
  strapi: Core.Strapi,
  writeDump: (dump: Readable) => Promise<EntryDigest>,
  tempDir: string,
): Promise<DatabaseSnapshot> =>
  strapi.db.dialect.client === 'postgres'
    ? postgresSnapshot(strapi, writeDump)
    : sqliteSnapshot(strapi, writeDump, tempDir);
