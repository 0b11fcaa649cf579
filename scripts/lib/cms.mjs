// The real CMS for a benchmark: a production-like `strapi start` process (not jest, not the
// development server) on loopback, on a database of its own (a temporary SQLite file, or a
// fresh PostgreSQL database dropped afterwards), with its own private attachments folder.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { dir, ensureReady, randomCmsSecrets, run, runOrFail } from './workspace.mjs';
import { onCleanup } from './cleanup.mjs';
import { step } from './print.mjs';
import { createPostgresDatabase, createSqliteDatabase, withPostgres } from './throwaway-database.cjs';
import { freePort, startCmsProcess } from './cms-process.cjs';
import { fetchJson } from './json-fetch.mjs';

export { freePort };

export const CMS_DIR = dir('cms');
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
export const assertLoopback = (url) => {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`refusing a non-loopback address: ${hostname}`);
};

/**
 * Gets the CMS ready to start: dependencies installed and config/ built (the repo's own
 * helpers), the admin panel built once (cms/dist/build), and the server code compiled from the
 * current sources (cms/dist/src), so the benchmark measures what is in the work tree.
 * admin: false skips the panel's build when it is missing (`strapi start` runs without it; the
 * fault drills use only /api), and compiles the server code alone. With CMS_PREPARED set (by
 * `npm test`, which has just built it for the end-to-end scenarios and the fault drills) nothing
 * is built again.
 */
export const prepareCms = async ({ compile = true, admin = true } = {}) => {
  await ensureReady();
  if (process.env.CMS_PREPARED) return;
  if (admin && !existsSync(path.join(CMS_DIR, 'dist', 'build', 'index.html'))) {
    step('building the CMS and its admin panel (strapi build, about a minute)');
    await runOrFail('npm', ['run', 'build', '--silent'], {
      cwd: CMS_DIR,
      env: { NODE_ENV: 'production' },
      quiet: true,
    });
  } else if (compile) {
    step('compiling the CMS server code (cms/dist)');
    if ((await compileCmsServer()) !== 0) throw new Error('compiling the CMS server code failed');
  }
};

/** Compiles cms/src into cms/dist (server code only); answers the exit code, output shown on failure. */
const compileCmsServer = () =>
  run(
    process.execPath,
    [
      '-e',
      "require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).catch((e) => { console.error(e); process.exit(1); })",
    ],
    { cwd: CMS_DIR, quiet: true },
  );

/** A fresh SQLite file in `tempDir` (it goes with the folder). */
export const sqliteDatabase = (tempDir) => {
  const database = createSqliteDatabase({ dir: tempDir, fileName: 'bench.db' });
  return {
    ...database,
    describe: async () => {
      const version = requireFromCms('better-sqlite3/package.json').version;
      const Database = requireFromCms('better-sqlite3');
      const db = new Database(':memory:');
      const sqlite = db.prepare('select sqlite_version() as v').get().v;
      db.close();
      return `SQLite ${sqlite} (better-sqlite3 ${version}), file ${database.filename}`;
    },
  };
};

/** A fresh PostgreSQL database on the server at `adminUrl`, dropped by `drop()` or at exit. */
export const postgresDatabase = async (adminUrl) => {
  assertLoopback(adminUrl);
  const database = await createPostgresDatabase(adminUrl, { purpose: 'bench' });
  onCleanup(`drop database ${database.name}`, database.drop);
  const { host } = new URL(database.url);
  return {
    ...database,
    describe: async () => {
      const version = await withPostgres(
        database.url,
        async (client) => (await client.query('show server_version')).rows[0].server_version,
      );
      return `PostgreSQL ${version} on ${host}, database ${database.name} (pool max ${process.env.DATABASE_POOL_MAX ?? 10})`;
    },
  };
};

/**
 * Starts `strapi start` in cms/ and resolves once GET /api/settings/get answers 200; stopped at
 * exit (cleanup.mjs), in its own process group so that a Ctrl-C reaches only us.
 * env: extra variables (database, reCAPTCHA, …). cpuProfDir: run node with --cpu-prof there.
 * cmsDir: another compiled copy of the CMS, or another Strapi app, to start instead of cms/.
 * entry: the script to run instead of `strapi start` (cms/server.js for several workers).
 * readyPath: the GET that answers 2xx once it serves; logName: its log file in tempDir.
 * readyLine: also wait until its log holds this text (cms/server.js says when all workers serve).
 * @param {{ database: { env: Record<string, string> }, tempDir: string, env?: Record<string, string>,
 *   cpuProfDir?: string, nodeEnv?: string, cmsDir?: string, entry?: string, readyPath?: string,
 *   logName?: string, readyLine?: string }} options
 */
export const startCms = async ({
  database,
  tempDir,
  env = {},
  cpuProfDir,
  nodeEnv = 'production',
  cmsDir = CMS_DIR,
  entry,
  readyPath,
  logName = 'cms.log',
  readyLine,
}) => {
  const privateDir = path.join(tempDir, 'attachments');
  /** @type {{ stop: () => Promise<void>, kill: () => void } | null} */
  let started = null;
  onCleanup(
    'stop the CMS',
    async () => started?.stop(),
    () => started?.kill(),
  );
  const cms = await startCmsProcess({
    logFile: path.join(tempDir, logName),
    nodeEnv,
    cmsDir,
    entry,
    readyPath,
    readyLine,
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    ownGroup: true,
    onSpawn: (child) => (started = child),
    env: (url) => ({
      // A production start refuses to run without its public address and the site's origin.
      PUBLIC_URL: url,
      SITE_URL: url,
      IS_PROXIED: 'false',
      // ...and without a malware scanner unless told: a caller that wants scans gives CLAMAV_*
      // (scripts/lib/clamd.cjs), which turns this off.
      ...(env.CLAMAV_HOST || env.CLAMAV_SOCKET ? {} : { FILE_SCAN_DISABLED: 'true' }),
      ...randomCmsSecrets(),
      PRIVATE_UPLOADS_DIR: privateDir,
      ...database.env,
      ...env,
    }),
  });
  return { ...cms, privateDir };
};

const tokenOf = (body, what) => {
  const token = body?.data?.token ?? body?.data?.accessToken;
  if (!token) throw new Error(`${what} answered no token: ${JSON.stringify(body).slice(0, 500)}`);
  return /** @type {string} */ (token);
};

/**
 * Registers the first super admin on a fresh database (POST /admin/register-admin); answers its
 * JWT, and `signIn()` for a new one: an admin access token lives 30 minutes (Strapi's
 * admin.auth.sessions.accessTokenLifespan), less than a whole end-to-end run.
 */
export const registerSuperAdminAccount = async (url) => {
  const credentials = { email: 'bench-admin@example.com', password: `Bench-${randomBytes(6).toString('hex')}-Aa1` };
  const body = await fetchJson(`${url}/admin/register-admin`, {
    method: 'POST',
    body: { ...credentials, firstname: 'מנהלת', lastname: 'ראשית' },
  });
  const signIn = async () =>
    tokenOf(await fetchJson(`${url}/admin/login`, { method: 'POST', body: credentials }), 'admin/login');
  return { token: tokenOf(body, 'register-admin'), signIn };
};

/** Registers the first super admin on a fresh database; answers its JWT (good for 30 minutes). */
export const registerSuperAdmin = async (url) => (await registerSuperAdminAccount(url)).token;

/** The number of rows of a collection type, through the Content Manager (any database). */
export const countEntries = async (url, token, uid) => {
  const body = await fetchJson(`${url}/content-manager/collection-types/${uid}?page=1&pageSize=1`, {
    token,
    what: `counting ${uid}`,
  });
  const total = body?.pagination?.total;
  if (typeof total !== 'number')
    throw new Error(`counting ${uid} answered no total: ${JSON.stringify(body).slice(0, 500)}`);
  return total;
};

/** Attachments kept in private storage (random 32-hex names; in-flight uploads excluded). */
export const countAttachments = (privateDir) =>
  existsSync(privateDir) ? readdirSync(privateDir).filter((name) => /^[a-f0-9]{32}$/.test(name)).length : 0;

/**
 * The files the CMS wrote to cms/public/uploads for its Media Library (the default images and
 * documents seeded on a fresh database), as names; each has a random hash in it, so removing
 * exactly these never touches another run's files.
 */
export const mediaLibraryFiles = async (url, token) => {
  const names = [];
  for (let page = 1; page <= 100; page += 1) {
    const body = await fetchJson(`${url}/upload/files?page=${page}&pageSize=100`, {
      token,
      what: 'listing the Media Library',
    });
    const files = Array.isArray(body) ? body : (body?.results ?? []);
    for (const file of files) {
      const urls = [file.url, ...Object.values(file.formats ?? {}).map((format) => format?.url)];
      for (const fileUrl of urls) if (fileUrl?.startsWith('/uploads/')) names.push(path.posix.basename(fileUrl));
    }
    if (!body?.pagination || page >= body.pagination.pageCount) break;
  }
  return names;
};

/** Removes named files from cms/public/uploads (plain names only, never a path). */
export const removeUploads = async (names, cmsDir = CMS_DIR) => {
  const { rm } = await import('node:fs/promises');
  for (const name of names) {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) continue;
    await rm(path.join(cmsDir, 'public', 'uploads', name), { force: true });
  }
};

/**
 * /proc/<pid>/stat: the command name, and the fields after it (state is [0], ppid [1], pgrp [2]).
 * The name may hold spaces and parentheses: it ends at the last ')'.
 */
const procStat = (pid) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const end = text.lastIndexOf(')');
  return { command: text.slice(text.indexOf('(') + 1, end), fields: text.slice(end + 2).split(' ') };
};
const cpuOf = (fields) => ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux

/** Every live process: its pid, command name and stat fields (those gone meanwhile left out). */
const liveProcesses = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [{ pid: Number(pid), ...procStat(pid) }];
      } catch {
        return [];
      }
    });

const cpuOfAll = (processes) => processes.reduce((total, { fields }) => total + cpuOf(fields), 0);

/** CPU time (user + system, ms) a process has used so far; null where /proc is not there (not Linux). */
export const cpuTimeMs = (pid) => {
  try {
    return cpuOf(procStat(pid).fields);
  } catch {
    return null;
  }
};

/**
 * CPU time (ms) of every live process in a process group: a CMS started by startCms leads its
 * own group, so this is the cluster primary and all its workers. A worker that exits during the
 * measurement takes its time with it (none should: the benchmark checks they all stay up).
 */
export const groupCpuTimeMs = (pgid) =>
  existsSync(`/proc/${pgid}`) ? cpuOfAll(liveProcesses().filter(({ fields }) => Number(fields[2]) === pgid)) : null;

/**
 * A meter of the CPU time (ms) of every process whose command is `command` (all PostgreSQL
 * processes: "postgres"), or null where /proc is not there. Each reading answers the total so far,
 * counting a process that has exited since an earlier reading at the time it had then: a plain sum
 * of the live ones dropped a backend that a connection pool closed while idle, and with it all the
 * time it had used (the stock app's backends, closed during our run, made PostgreSQL's CPU per lead
 * of ours read 0.65 ms instead of 1.6). Read it often (a process's time since its last reading is
 * lost when it exits).
 * @param {string} command
 * @returns {(() => number) | null}
 */
export const commandCpuMeter = (command) => {
  if (!existsSync('/proc/self/stat')) return null;
  /** @type {Map<number, number>} */
  const seen = new Map();
  return () => {
    for (const { pid, command: name, fields } of liveProcesses()) if (name === command) seen.set(pid, cpuOf(fields));
    let total = 0;
    for (const cpuMs of seen.values()) total += cpuMs;
    return total;
  };
};

/** The pids of a process group (the cluster primary and its workers). */
export const groupPids = (pgid) =>
  liveProcesses()
    .filter(({ fields }) => Number(fields[2]) === pgid)
    .map(({ pid }) => pid);

/**
 * A production CMS on a fresh database for a benchmark, with everything undone at exit: a temp
 * folder, SQLite there or (with --postgres / --postgres-url) a new PostgreSQL database, the first
 * super admin, and the Media Library files the fresh install seeds. `args` are the benchmark's
 * parsed options; `env` its extra CMS variables. The bot check is off unless `env` sets it up
 * (RECAPTCHA_SECRET and its site key, as lead-create.mjs does): production refuses to start with a
 * half-set pair, and a benchmark that sends no lead through the API needs neither.
 */
/**
 * @param {{ args: { postgres?: boolean, 'postgres-url'?: string, 'cpu-prof'?: string }, tempPrefix: string,
 *   env?: Record<string, string>, entry?: string }} options
 */
export const startBenchCms = async ({ args, tempPrefix, env, entry }) => {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  onCleanup(
    'remove the temporary folder',
    async () => rmSync(tempDir, { recursive: true, force: true }),
    () => rmSync(tempDir, { recursive: true, force: true }),
  );
  const adminUrl =
    args['postgres-url'] ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = args.postgres || args['postgres-url'] ? await postgresDatabase(adminUrl) : sqliteDatabase(tempDir);
  const databaseLabel = await database.describe();

  // A fresh database seeds the Media Library: its files land in cms/public/uploads. Removed once
  // the CMS has stopped (cleanup runs in reverse order).
  const seededMedia = [];
  onCleanup('remove the seeded Media Library files', () => removeUploads(seededMedia));

  step(`starting the CMS (${entry ? `node ${entry}` : 'strapi start'}, NODE_ENV=production) on ${database.client}`);
  const cms = await startCms({
    database,
    tempDir,
    cpuProfDir: args['cpu-prof'] && path.resolve(args['cpu-prof']),
    env: env?.RECAPTCHA_SECRET ? env : { RECAPTCHA_DISABLED: 'true', ...env },
    entry,
  });
  const token = await registerSuperAdmin(cms.url);
  seededMedia.push(...(await mediaLibraryFiles(cms.url, token)));
  return { cms, token, database, databaseLabel, tempDir };
};
