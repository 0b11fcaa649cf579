// A PostgreSQL server of the drill's own: `initdb` in a temporary folder and `pg_ctl` on a free
// loopback port, so a drill can stop and start it (pg_ctl stop -m fast) without touching any other
// database on the machine. PostgreSQL refuses to run as root: when we are root, every command runs
// as the `postgres` user (runuser), which owns the data folder.

import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from '../../lib/cleanup.mjs';
import { freePort } from '../../lib/cms.mjs';
import { withPostgres } from '../../lib/throwaway-database.cjs';

/** The folder of initdb and pg_ctl: PostgreSQL 15 as .ci/run installs it, else any installed version. */
export const postgresBinDir = () => {
  const preferred = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error(
    'no initdb/pg_ctl found (looked in /usr/lib/postgresql/*/bin): install postgresql-15, or set POSTGRES_BIN_DIR',
  );
};

const isRoot = () => process.getuid?.() === 0;

/** The uid/gid of the postgres user, when we are root and must hand it the folders. */
const postgresUser = () => {
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!passwd) throw new Error('running as root, but there is no postgres user to run PostgreSQL as');
  return { uid: Number(passwd[2]), gid: Number(passwd[3]) };
};

/**
 * Runs a PostgreSQL program (as postgres when we are root); rejects with its output on failure.
 * Asynchronous on purpose: the drill's load generator shares this process, and a synchronous
 * pg_ctl would stop it from reading the answers that arrive while the server stops.
 */
const pg = (bin, program, args) =>
  new Promise((resolve, reject) => {
    const file = path.join(bin, program);
    const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFile(command, commandArgs, { encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${program} ${args.join(' ')} failed (${error.code}): ${stderr || stdout}`));
      else resolve(stdout);
    });
  });

/** The same, synchronously: only for the last-resort stop at exit, when nothing else runs. */
const pgSync = (bin, program, args) => {
  const file = path.join(bin, program);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  spawnSync(command, commandArgs, { timeout: 60_000 });
};

/**
 * initdb + pg_ctl start in `tempDir` (which must be empty of a pgdata folder). Answers the admin URL
 * (user postgres, trust on loopback), stop(mode), start(), and a fresh database for the CMS.
 */
export const startCluster = async (tempDir) => {
  const bin = postgresBinDir();
  const data = path.join(tempDir, 'pgdata');
  const socketDir = path.join(tempDir, 'pgsock');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(socketDir, { mode: 0o700 });
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    // The postgres user must reach its folders through ours.
    chmodSync(tempDir, 0o755);
    chownSync(data, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  const port = await freePort();
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  await pg(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    // The drills are about connections, not durability across a power cut: no fsync keeps the
    // throwaway cluster fast on a busy CI machine (a clean stop still writes everything).
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const logFile = path.join(data, 'server.log');
  let running = false;
  const start = async () => {
    running = true;
    await pg(bin, 'pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
  };
  const stop = async (mode = 'fast') => {
    await pg(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  await start();
  onCleanup(
    'stop the drill PostgreSQL',
    async () => {
      if (running) await stop('immediate');
    },
    () => running && pgSync(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
  );
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

  /** A database for the CMS on this server (gone with the cluster). */
  const createDatabase = async (name = 'vision_faults') => {
    await withPostgres(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = `postgres://postgres@127.0.0.1:${port}/${name}`;
    return { client: 'postgres', name, url, env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url } };
  };

  return { version, port, adminUrl, logFile, start, stop, createDatabase };
};
