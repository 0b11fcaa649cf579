// `npm test`: every test suite of the repository, after installing whatever is missing.
// The CMS suite runs twice: on SQLite, and on PostgreSQL (a throw-away database per suite on the
// server at TEST_POSTGRES_URL, by default the local one). CI requires PostgreSQL; a laptop
// without one skips that pass and says so.

import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dir, ensureReady, log, run } from './lib/workspace.mjs';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Redis for the shared-store tests (rate limits and the settings push through REDIS_URL), in the
// PostgreSQL pass; skipped, and said so, when nothing answers there.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESULTS = dir('artifacts', 'test-results');
const results = [];

/** Seconds since `started`, for the results. */
const since = (started) => Math.round((Date.now() - started) / 1000);

const jest = async (name, cwd, args = [], env = {}, { logFile } = {}) => {
  log(logFile ? `${name} (output in ${path.relative(dir(), logFile)})` : name);
  const started = Date.now();
  const outputFile = `${RESULTS}/${name.replace(/\W+/g, '-')}.json`;
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${outputFile}`, ...args], {
    cwd,
    env: { LOG_LEVEL: 'error', ...env },
    logFile,
  });
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  results.push({
    name,
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0),
    seconds: since(started),
  });
};

const step = async (name, command, args, cwd) => {
  log(name);
  const started = Date.now();
  const code = await run(command, args, { cwd });
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: since(started) });
  return code === 0;
};

/** Prints a log file written meanwhile, under its step's name. */
const printLog = (name, logFile) => {
  log(`${name}: output`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
};
const logFileOf = (name) => path.join(RESULTS, `${name.replace(/\W+/g, '-')}.log`);

/**
 * The site in a real Chromium against a running CMS (scripts/e2e); installs Chromium if missing.
 * Its output goes to a file, printed when it ends: it runs beside the PostgreSQL pass.
 */
const e2e = async () => {
  const name = 'end to end in Chromium';
  const logFile = logFileOf(name);
  log(`${name} (output in ${path.relative(dir(), logFile)})`);
  const started = Date.now();
  const resultFile = `${RESULTS}/e2e.json`;
  const code = await run('node', ['scripts/e2e/run.mjs'], {
    env: { E2E_RESULT_FILE: resultFile, CMS_PREPARED: '1' },
    logFile,
  });
  printLog(name, logFile);
  const report = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : { passed: 0, failed: 1 };
  const flaky = report.flaky?.length ? ` (${report.flaky.length} passed only on a second try)` : '';
  results.push({
    name: `${name}${flaky}`,
    passed: report.passed,
    failed: report.failed || (code === 0 ? 0 : 1),
    seconds: since(started),
  });
};

/** The fault drills (scripts/faults): a production CMS faulted from outside; needs the CMS built. */
const faults = async () => {
  const name = 'fault drills (PostgreSQL outage, SIGKILL, siteverify, storage)';
  log(name);
  const started = Date.now();
  const resultFile = `${RESULTS}/faults.json`;
  const code = await run('node', ['scripts/faults/run.mjs'], {
    env: { FAULTS_RESULT_FILE: resultFile, CMS_PREPARED: '1' },
  });
  const report = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : { passed: 0, failed: 1 };
  results.push({ name, passed: report.passed, failed: report.failed || (code === 0 ? 0 : 1), seconds: since(started) });
};

const postgresReachable = async () => {
  const { Client } = createRequire(dir('cms', 'package.json'))('pg');
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

const redisReachable = async () => {
  const { Redis } = createRequire(dir('cms', 'package.json'))('ioredis');
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined); // the answer below says it
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
};

await ensureReady();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

await step('formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.'], dir());
await step('lint (eslint, zero warnings)', 'npx', ['eslint', '--max-warnings=0', '.'], dir());
await jest('config: the shared contract', dir('config'));
await jest('site: components and rules', dir('site'));
await step('site: type check and production build', 'npm', ['run', 'build', '--silent'], dir('site'));
await step('cms: type check (server, tests, admin panel)', 'npm', ['run', 'typecheck', '--silent'], dir('cms'));
// The CMS, built once: its server code (which the test passes load) and its admin panel (which the
// end-to-end run and the fault drills serve; CMS_PREPARED: neither builds it again).
const built = await step(
  'cms: build (server code and admin panel, strapi build)',
  'npm',
  ['run', 'build', '--silent'],
  dir('cms'),
);
// Then two lanes side by side, each test suite waiting on timers, sockets and its database much of
// the time, so two lanes share two cores well: the SQLite pass then the end-to-end run, and the
// PostgreSQL pass. Each one's output goes to its own file, printed when it ends.
const cmsPass = async (name, env) => {
  const logFile = logFileOf(name);
  await jest(name, dir('cms'), ['--runInBand'], { CMS_TEST_COMPILED: '1', ...env }, { logFile });
  printLog(name, logFile);
};
const lanes = [];
if (!built) {
  log('skipping the CMS passes, the end-to-end run and the fault drills: the CMS did not build');
} else {
  lanes.push(
    (async () => {
      await cmsPass('cms on SQLite', {});
      await e2e();
    })(),
  );
  if (await postgresReachable()) {
    const redis = await redisReachable();
    if (!redis) log(`skipping the Redis tests: no server at ${REDIS_URL} (set TEST_REDIS_URL)`);
    lanes.push(
      cmsPass('cms on PostgreSQL', {
        TEST_POSTGRES_URL: POSTGRES_URL,
        ...(redis ? { TEST_REDIS_URL: REDIS_URL } : {}),
      }),
    );
  } else if (process.env.CI) {
    results.push({ name: `cms on PostgreSQL: no server at ${POSTGRES_URL}`, passed: 0, failed: 1 });
  } else {
    log(`skipping the PostgreSQL pass: no server at ${POSTGRES_URL} (set TEST_POSTGRES_URL)`);
  }
  await Promise.all(lanes);
  // Alone at the end: beside another lane, the drills' timings (a 503 within 2 s of the database's
  // stop) kept half their margin.
  await faults();
}

console.log('\nResults');
for (const { name, passed, failed, seconds } of results) {
  const took = seconds === undefined ? '' : ` (${seconds} s)`;
  console.log(`  ${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${took}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
