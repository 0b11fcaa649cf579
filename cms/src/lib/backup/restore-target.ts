// A restore's first half, before the CMS loads on the target: is the target empty (a restore
// never overwrites data unless told --force), then the database (pg_restore, or SQLite's file) and
// the files (each attachment back into the configured store, the Media Library's into its folder),
// every file hashed as it is written.

import { createWriteStream, existsSync, promises as fs } from 'fs';
import path from 'path';
import { pipeline } from 'stream/promises';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { attachmentsOf, isStorageKey } from '../attachments/storage';
import type { OpenedBackup } from './backup-reader';
import { BACKUP_OBJECTS } from './manifest';
import { libpqEnv, postgresBinDir, runPostgresTool, type PostgresConnection } from './postgres-tools';
import { hashing, readTar, type EntryDigest } from './tar';
import { mediaFolder } from './take-backup';

type PgClient = {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: { n: string }[] }>;
  end(): Promise<void>;
};

const databaseSettings = (strapi: Core.Strapi) => appConfig(strapi, 'database').connection;
const sqliteFile = (strapi: Core.Strapi) => (databaseSettings(strapi).connection as { filename: string }).filename;

/** How many tables the target database has (0: empty, or not there yet). */
const tablesInDatabase = async (strapi: Core.Strapi): Promise<number> => {
  const settings = databaseSettings(strapi);
  if (settings.client === 'postgres') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require('pg') as { Client: new (config: unknown) => PgClient };
    const client = new Client(settings.connection);
    await client.connect();
    try {
      const { rows } = await client.query(
        "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      return Number(rows[0].n);
    } finally {
      await client.end();
    }
  }
  const file = sqliteFile(strapi);
  if (!existsSync(file) || (await fs.stat(file)).size === 0) return 0;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => {
    prepare(sql: string): { get(): { n: number } };
    close(): void;
  };
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("select count(*) as n from sqlite_master where type = 'table'").get().n;
  } finally {
    db.close();
  }
};

/** What the target already holds: tables in the database, files in the attachments' store. */
export const targetContents = async (strapi: Core.Strapi) => {
  let files = 0;
  for await (const batch of attachmentsOf(strapi).listOlderThan(0)) files += batch.length;
  return { tables: await tablesInDatabase(strapi), files, where: attachmentsOf(strapi).where };
};

/** Restores the database part into the configured database (cleaning what is there with `force`). */
export const restoreDatabase = async (strapi: Core.Strapi, backup: OpenedBackup, force: boolean) => {
  const settings = databaseSettings(strapi);
  if (settings.client !== backup.manifest.database.client) {
    throw new Error(
      `the backup is of ${backup.manifest.database.client}, the CMS is configured for ${settings.client}`,
    );
  }
  const dump = await backup.open(BACKUP_OBJECTS.database);
  const digest = hashing();
  if (settings.client === 'postgres') {
    const binDir = postgresBinDir(appConfig(strapi, 'backup').postgresBinDir);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password'];
    const env = libpqEnv(settings.connection as PostgresConnection);
    const database = env.PGDATABASE ?? process.env.PGDATABASE;
    if (!database) throw new Error('no database to restore into: set DATABASE_URL or DATABASE_NAME');
    const clean = force ? ['--clean', '--if-exists'] : [];
    const restoring = runPostgresTool(binDir, 'pg_restore', [...args, ...clean, `--dbname=${database}`], env);
    restoring.child.stdout.resume();
    const [piped, restored] = await Promise.allSettled([
      pipeline(dump, digest.stream, restoring.child.stdin),
      restoring.done,
    ]);
    // The first cause: a backup that does not decrypt, else pg_restore's own words (a broken pipe
    // only says that pg_restore stopped reading).
    if (piped.status === 'rejected' && (piped.reason as NodeJS.ErrnoException)?.code !== 'EPIPE') throw piped.reason;
    if (restored.status === 'rejected') throw restored.reason;
    if (piped.status === 'rejected') throw piped.reason;
  } else {
    const file = sqliteFile(strapi);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.restoring`;
    await pipeline(dump, digest.stream, createWriteStream(partial, { mode: 0o600 }));
    for (const leftover of [`${file}-wal`, `${file}-shm`]) await fs.rm(leftover, { force: true });
    await fs.rename(partial, file);
  }
  const restored = digest.digest();
  if (restored.sha256 !== backup.manifest.database.sha256) {
    throw new Error('the database part does not match its sha256 in the manifest');
  }
  return restored;
};

/** What the files part held: each attachment's and each media file's digest as restored. */
export type RestoredFiles = {
  attachments: Map<string, EntryDigest>;
  media: Map<string, EntryDigest>;
  mediaKept: number;
};

/** Restores every attachment into the store and every media file not already in its folder. */
export const restoreFiles = async (strapi: Core.Strapi, backup: OpenedBackup): Promise<RestoredFiles> => {
  const restored: RestoredFiles = { attachments: new Map(), media: new Map(), mediaKept: 0 };
  const store = attachmentsOf(strapi);
  const folder = mediaFolder(strapi);
  await fs.mkdir(folder, { recursive: true });
  await readTar(await backup.open(BACKUP_OBJECTS.files), async (name, _size, body) => {
    const [kind, file, ...rest] = name.split('/');
    if (rest.length || !file) return;
    const digest = hashing();
    body.once('error', (error) => digest.stream.destroy(error));
    if (kind === 'attachments' && isStorageKey(file)) {
      await store.put(file, body.pipe(digest.stream));
      restored.attachments.set(file, digest.digest());
    } else if (kind === 'media' && !file.startsWith('.')) {
      const target = path.join(folder, file);
      // A Media Library file's name carries its own hash: one already there is the same file.
      if (existsSync(target)) return void (restored.mediaKept += 1);
      await pipeline(body, digest.stream, createWriteStream(target));
      restored.media.set(file, digest.digest());
    }
  });
  return restored;
};
