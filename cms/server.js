// The production start: `node server.js` (the package's "start" script, the image's command).
// It does what `strapi start` does (the compiled app in dist/), in CMS_WORKERS processes.
//
// Why Node's cluster and not N containers behind the compose nginx: one Node.js process uses one
// core, and the lead intake is CPU-bound in JavaScript (multipart parsing, the file-type check,
// Strapi's query layer). Cluster workers share one port, so nginx, the compose file, the health
// check and the published port stay as they are; the primary starts worker 1 alone and the others
// only once it serves, so Strapi's schema sync and our start-up steps never race on a fresh or
// upgraded database; and crons run in worker 1 only (CRON_ENABLED=false for the others). Several
// containers (`--scale cms=N`) still work for more machines: docs/deployment.md.
//
// CMS_WORKERS: 1 (default) runs Strapi in this process, exactly as `strapi start`; a number runs
// that many workers; "auto" one per core. More than one needs PostgreSQL: several processes
// writing one SQLite file would wait on its lock. A worker that dies is started again after a
// delay that doubles with each failure in a row (1 s up to 30 s); one that dies before the first
// worker ever served stops the whole start with its exit code (a misconfigured start must not
// loop). SIGTERM or SIGINT stops every worker gracefully (Strapi finishes what is in flight) and
// then the primary.
//
// These variables are read here, before Strapi loads its configuration, because they decide how
// many Strapi processes there are; everything else is read in config/*.ts.

'use strict';

const cluster = require('node:cluster');
const os = require('node:os');
const path = require('node:path');

const appDir = __dirname;
const distDir = path.join(appDir, 'dist');

// `strapi start` runs from the app's folder and Strapi reads .env from there (ENV_PATH elsewhere),
// never overriding the environment. The same here, before CMS_WORKERS and DATABASE_CLIENT are
// read: a cms/.env that says postgres and 4 workers must mean that to the primary too.
process.chdir(appDir);
require('dotenv').config({ path: process.env.ENV_PATH });

const startStrapi = () => {
  // Required here, not at the top: the primary never loads Strapi.
  const { createStrapi } = require('@strapi/strapi');
  createStrapi({ appDir, distDir }).start();
};

const workerCount = (raw) => {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '1') return 1;
  if (value === 'auto')
    return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  if (/^[1-9]\d*$/.test(value)) return Number(value);
  throw new Error(`CMS_WORKERS must be a whole number of at least 1, or "auto" (it is "${raw}")`);
};

const log = (message) => console.log(`[cms primary ${process.pid}] ${message}`);

const runPrimary = (count) => {
  const slots = new Map(); // slot (1..count) -> { worker, startedAt, failures, listening }
  let firstServed = false;
  let stopping = false;

  const fork = (slot) => {
    const state = slots.get(slot) ?? { failures: 0 };
    const env = { CMS_WORKER_SLOT: String(slot) };
    // Only the first worker runs Strapi's crons (sweeps, digests): the others would repeat them.
    if (slot > 1) env.CRON_ENABLED = 'false';
    state.worker = cluster.fork(env);
    state.startedAt = Date.now();
    state.listening = false;
    slots.set(slot, state);

    state.worker.once('listening', () => {
      state.listening = true;
      if (slot === 1 && !firstServed) {
        firstServed = true;
        log(`worker 1 serves; starting ${count - 1} more`);
        for (let next = 2; next <= count; next += 1) fork(next);
      }
      // Said once every slot serves (the benchmark waits for it before loading all of them).
      if (slots.size === count && [...slots.values()].every((other) => other.listening))
        log(`all ${count} workers serve`);
    });

    state.worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!firstServed) {
        log(`worker ${slot} exited (${signal ?? code}) before the CMS ever served: stopping`);
        process.exit(typeof code === 'number' && code !== 0 ? code : 1);
      }
      // A worker that ran a minute or more starts over from a 1 s delay.
      state.failures = Date.now() - state.startedAt >= 60_000 ? 1 : state.failures + 1;
      const delay = Math.min(30_000, 1000 * 2 ** (state.failures - 1));
      log(`worker ${slot} exited (${signal ?? code}); starting it again in ${delay / 1000} s`);
      state.restart = setTimeout(() => fork(slot), delay);
    });
  };

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${slots.size} workers`);
    for (const state of slots.values()) {
      clearTimeout(state.restart);
      if (state.worker && !state.worker.isDead()) state.worker.process.kill('SIGTERM');
    }
    const waitAll = () => {
      if ([...slots.values()].every((state) => !state.worker || state.worker.isDead())) process.exit(0);
      setTimeout(waitAll, 100);
    };
    waitAll();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log(`starting ${count} workers`);
  fork(1);
};

if (cluster.isPrimary) {
  let count;
  try {
    count = workerCount(process.env.CMS_WORKERS);
    if (count > 1 && (process.env.DATABASE_CLIENT ?? 'sqlite') !== 'postgres') {
      throw new Error('CMS_WORKERS above 1 needs DATABASE_CLIENT=postgres: one SQLite file takes one writer at a time');
    }
  } catch (error) {
    console.error(`The CMS did not start: ${error.message}`);
    process.exit(1);
  }
  if (count === 1) startStrapi();
  else runPrimary(count);
} else {
  startStrapi();
}
