// `npm test`: every test suite of the repository, after installing whatever is missing.
// The CMS suite runs twice: on SQLite, and on PostgreSQL (a throw-away database per suite on the
// server at TEST_POSTGRES_URL, by default the local one). CI requires PostgreSQL; a laptop
// without one skips that pass and says so.

import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { POSTGRES_URL, REDIS_URL, postgresReachable, redisReachable } from './lib/services.mjs';
import { dir, ensureReady, log, recordCmsBuild, run } from './lib/workspace.mjs';

const RESULTS = dir('artifacts', 'test-results');
/** @type {{ name: string, passed: number, failed: number, seconds?: number, failures?: string[] }[]} */
const results = [];

/** Seconds since `started`, for the results. */
const since = (started) => Math.round((Date.now() - started) / 1000);

/**
 * @param {string} name
 * @param {string} cwd
 * @param {string[]} [args]
 * @param {Record<string, string>} [env]
 * @param {{ logFile?: string }} [options]
 */
const jest = async (name, cwd, args = [], env = {}, { logFile = logFileOf(name) } = {}) => {
  log(`${name} (output in ${path.relative(dir(), logFile)})`);
  const started = Date.now();
  const outputFile = `${RESULTS}/${name.replace(/\W+/g, '-')}.json`;
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${outputFile}`, ...args], {
    cwd,
    env: { LOG_LEVEL: 'error', ...env },
    logFile,
  });
  printLog(name, logFile);
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  results.push({
    name,
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0),
    seconds: since(started),
    failures: jestFailures(report),
  });
};

/**
 * The names of a jest report's failed tests, and of suites that failed without a test (a suite
 * that did not compile), so the summary at the end says what failed even when only the end of a
 * long log is kept (CI keeps its tail).
 * @param {any} report
 * @returns {string[]}
 */
const jestFailures = (report) =>
  (report?.testResults ?? []).flatMap((/** @type {any} */ suite) => {
    const file = path.relative(dir(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed');
    if (failedTests.length) return failedTests.map((/** @type {any} */ test) => `${file}: ${test.fullName}`);
    return suite.status === 'failed' ? [`${file}: ${String(suite.message).split('\n').find(Boolean) ?? 'failed'}`] : [];
  });

/**
 * One command as one result. With a log file its output is kept there and printed when it ends,
 * so steps that run side by side do not interleave their lines.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
const step = async (name, command, args, cwd, { logFile = logFileOf(name) } = {}) => {
  log(name);
  const started = Date.now();
  const code = await run(command, args, { cwd, logFile });
  printLog(name, logFile);
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
 * Its output goes to a file, printed when it ends: it runs beside the CMS passes.
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
    failures: report.failures,
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
  results.push({
    name,
    passed: report.passed,
    failed: report.failed || (code === 0 ? 0 : 1),
    seconds: since(started),
    failures: report.failures,
  });
};

/**
 * What npm test needs beyond npm's packages, checked before any test runs, so a missing program is
 * named in one line instead of surfacing as failures twenty minutes in (README.md, "Before you
 * start"). Chromium is installed by the end-to-end run itself when we are root on Debian.
 */
const missingPrerequisites = async () => {
  // Imported here: they need the root's packages, which ensureReady() has just installed.
  const { CHROMIUM_PATH } = await import('./lib/chromium.mjs');
  const { postgresBinDir } = await import('./faults/lib/cluster.mjs');
  const { CLAMD_PATH, hasClamd } = await import('./lib/clamd.cjs');
  const missing = [];
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    missing.push(`Node.js 20.19 or newer (this is ${process.versions.node}; .nvmrc names the LTS line)`);
  try {
    postgresBinDir();
  } catch {
    missing.push(
      "PostgreSQL's server programs (initdb, pg_ctl) for the fault drills: apt-get install postgresql-15 (Debian, Ubuntu), brew install postgresql@15 (macOS), or set POSTGRES_BIN_DIR",
    );
  }
  if (!hasClamd())
    missing.push(
      `clamd at ${CLAMD_PATH} for the malware scan tests (they start their own, never the network's signatures): apt-get install clamav-daemon (Debian, Ubuntu), brew install clamav (macOS; set CLAMD_PATH to its clamd)`,
    );
  const canInstallChromium = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!existsSync(CHROMIUM_PATH) && !canInstallChromium)
    missing.push(
      `Chromium at ${CHROMIUM_PATH} for the end-to-end run: apt-get install chromium (Debian, Ubuntu; done for you as root), or set CHROME_PATH to a Chromium or Chrome`,
    );
  return missing;
};

await ensureReady();
const missing = await missingPrerequisites();
// The PostgreSQL pass is optional on a laptop and required in CI.
if (process.env.CI && !(await postgresReachable()))
  missing.push(`a PostgreSQL server at ${POSTGRES_URL} (CI runs the PostgreSQL pass; set TEST_POSTGRES_URL)`);
if (missing.length) {
  for (const what of missing) console.error(`npm test needs ${what}`);
  process.exit(1);
}
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const startedAt = Date.now();
// Two groups side by side, each mostly one busy core: the repository's checks and the site, and
// the CMS's type check and build. The CMS, built once: its server code (which the test passes load)
// and its admin panel (which the end-to-end run and the fault drills serve; CMS_PREPARED: neither
// builds it again).
const [, built] = await Promise.all([
  (async () => {
    await step('formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.'], dir());
    await step('lint (eslint, zero warnings)', 'npx', ['eslint', '--max-warnings=0', '.'], dir());
    await step(
      'scripts: type check (tsc over the JSDoc types)',
      'npm',
      ['run', 'typecheck:scripts', '--silent'],
      dir(),
    );
    await step(
      'scripts: the pointers check (every file and section a comment names exists) and the import-cycle rule',
      'npm',
      ['run', 'test:pointers', '--silent'],
      dir(),
    );
    await jest('config: the shared contract', dir('config'));
    await jest('site: components and rules', dir('site'));
    await step('site: type check and production build', 'npm', ['run', 'build', '--silent'], dir('site'));
  })(),
  (async () => {
    await step('cms: type check (server, tests, admin panel)', 'npm', ['run', 'typecheck', '--silent'], dir('cms'));
    const ok = await step(
      'cms: build (server code and admin panel, strapi build)',
      'npm',
      ['run', 'build', '--silent'],
      dir('cms'),
    );
    if (ok) recordCmsBuild();
    return ok;
  })(),
]);
// Then three lanes side by side, each test suite waiting on timers, sockets, its database and the
// browser much of the time: the SQLite pass and the benchmarks' short runs, the end-to-end run and
// the PostgreSQL pass. Each one's output goes to its own file, printed when it ends.
/** @param {string} name @param {Record<string, string>} env */
const cmsPass = (name, env) => jest(name, dir('cms'), ['--runInBand'], { CMS_TEST_COMPILED: '1', ...env });
const lanes = [];
if (!built) {
  log('skipping the CMS passes, the end-to-end run and the fault drills: the CMS did not build');
} else {
  lanes.push(
    (async () => {
      await cmsPass('cms on SQLite', {});
      // Each benchmark for a few seconds, as committed (scripts/bench/__tests__): none may rot.
      await step('benchmarks: each runs as committed', 'npm', ['run', 'test:bench', '--silent'], dir());
    })(),
    e2e(),
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
  } else {
    log(`skipping the PostgreSQL pass: no server at ${POSTGRES_URL} (set TEST_POSTGRES_URL)`);
  }
  await Promise.all(lanes);
  // Alone at the end: beside another lane, the drills' timings (a 503 within 2 s of the database's
  // stop) kept half their margin.
  await faults();
}

console.log('\nResults');
for (const { name, passed, failed, seconds, failures = [] } of results) {
  const took = seconds === undefined ? '' : ` (${seconds} s)`;
  console.log(`  ${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${took}`);
  // Each failure by name (its details are in the step's output above, or its log file).
  for (const failure of failures) console.log(`      ✗ ${failure}`);
}
console.log(`\nnpm test took ${Math.round((Date.now() - startedAt) / 60000)} min (${since(startedAt)} s)`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
