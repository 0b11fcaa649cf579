// pg_dump and pg_restore, PostgreSQL's own tools for a consistent dump and its restore: found,
// given the CMS's connection (config/database.ts) through libpq's environment variables, so the
// password never shows in a process list, and run with their errors kept for the message.

import { spawn, type ChildProcessByStdio } from 'child_process';
import { existsSync, readdirSync } from 'fs';
import path from 'path';
import type { Readable, Writable } from 'stream';

export type PostgresConnection = {
  connectionString?: string;
  host?: string;
  port?: number;
  database?: string;
  user?: string;
  password?: string;
  ssl?: false | { rejectUnauthorized?: boolean };
};

/** The folder of pg_dump and pg_restore: the one configured, else PATH's, else the newest installed. */
export const postgresBinDir = (configured: string) => {
  if (configured) return configured;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'pg_dump'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_dump')));
  if (!found) throw new Error('pg_dump was not found: install the PostgreSQL client, or set BACKUP_POSTGRES_BIN_DIR');
  return found;
};

/** libpq's variables for this connection; what the operator set in PG* themselves is kept. */
export const libpqEnv = (connection: PostgresConnection): Record<string, string> => {
  const values: Record<string, string | undefined> = {};
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    values.PGHOST = decodeURIComponent(url.hostname) || undefined;
    values.PGPORT = url.port || undefined;
    values.PGUSER = decodeURIComponent(url.username) || undefined;
    values.PGPASSWORD = decodeURIComponent(url.password) || undefined;
    values.PGDATABASE = decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined;
    values.PGSSLMODE = url.searchParams.get('sslmode') ?? undefined;
  } else {
    values.PGHOST = connection.host;
    values.PGPORT = connection.port ? String(connection.port) : undefined;
    values.PGUSER = connection.user;
    values.PGPASSWORD = connection.password || undefined;
    values.PGDATABASE = connection.database;
  }
  if (connection.ssl && !values.PGSSLMODE) values.PGSSLMODE = 'require';
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value && !process.env[name]) env[name] = value;
  return env;
};

type Tool = ChildProcessByStdio<Writable, Readable, Readable>;

/** Starts pg_dump or pg_restore; `done` settles with its exit, rejecting with its own words. */
export const runPostgresTool = (
  binDir: string,
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  env: Record<string, string>,
) => {
  const child: Tool = spawn(path.join(binDir, program), args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 4000) errors += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ?? `exit ${code}`}): ${errors.trim() || 'no message'}`));
    });
  });
  return { child, done };
};
