// `npm run bench:leads`: how fast the CMS takes leads, against a stock Strapi. Starts the real CMS
// (cms/server.js, NODE_ENV=production) on a fresh database with a fake reCAPTCHA siteverify on
// loopback, and beside it a plain Strapi 5.54 app with the same lead and settings types
// (scripts/bench/stock-strapi/, on a fresh database of its own on the same server), then loads
// each case with autocannon (50 connections by default), warmed up first:
//
//   stock     Strapi's own REST create on the stock app: POST /api/leads with a full-access API
//             token, JSON, the same row content, a unique reference each.
//   minimal   ours, POST /api/leads/create, multipart, with a minimal 1 KB PDF (the API requires a file).
//   pdf100k   ours with a 100 KB PDF.
//   settings  ours GET /api/settings/get against the stock app's GET /api/setting?populate=*
//             (the same entry: our stored settings, images included, copied into it).
//   cm        Strapi's admin create in our CMS (the Content Manager, a super admin's JWT): not by
//             default; it was the comparison before the stock app.
//
// With --workers N (N > 1) our cases run twice: with one worker, then the CMS restarted on the
// same database with CMS_WORKERS=N, and both are printed side by side. Prints requests/s, p50/p99,
// the CMS CPU time per request (all its processes), on PostgreSQL its CPU per lead (over the run,
// and over the run's first and last 1,000 leads), ours/stock, whether the targets are met (≥ 5x
// the stock create, ≤ 1.5 ms CMS CPU per request, p99 ≤ 150 ms, for the minimal-file case), and
// checks that the 2xx answers are real writes: one lead row each (plus at most the requests
// still in flight when autocannon stopped) and, for ours, one attachment on disk per row.
//
//   node scripts/bench/lead-create.mjs [--duration 15] [--warmup 3] [--connections 50]
//        [--workers 1] [--postgres] [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]
//        [--cases stock,minimal,pdf100k,settings] [--cpu-prof DIR] [--skip-compile] [--distinct] [--strict]

import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanup, installCleanupHandlers, onCleanup } from '../lib/cleanup.mjs';
import {
  countAttachments,
  commandCpuMeter,
  countEntries,
  groupCpuTimeMs,
  groupPids,
  postgresDatabase,
  prepareCms,
  sqliteDatabase,
  startBenchCms,
  startCms,
} from '../lib/cms.mjs';
import { randomCmsSecrets } from '../lib/cms-secrets.cjs';
import { startFakeSiteverifyProcess } from '../lib/fake-siteverify.cjs';
import { pdfBytes } from '../lib/pdf-bytes.cjs';
import { leadForm, validContact, validLeadFields } from '../lib/valid-lead.cjs';
import { copySettingsToStock, countStockLeads, startStockStrapi } from './lib/stock-strapi.mjs';
import { bold, fixed, ms, red, step, table, yesNo, printBenchHeader } from '../lib/print.mjs';

const LEAD_UID = 'api::lead.lead';
const TARGET_RATIO = 5;
const TARGET_CPU_MS = 1.5;
const TARGET_P99_MS = 150;
const MINIMAL_PDF_BYTES = 1024;
const LARGE_PDF_BYTES = 100 * 1024;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    cases: { type: 'string', default: 'stock,minimal,pdf100k,settings' },
    'cpu-prof': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    distinct: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:leads -- [options]
  --duration S         seconds measured per case (default 15)
  --warmup S           seconds of warm-up before each case, not measured (default 3)
  --connections N      concurrent connections (default 50)
  --workers N          also run our cases with CMS_WORKERS=N (needs PostgreSQL), beside one worker
  --postgres           run on fresh PostgreSQL databases instead of SQLite
  --postgres-url URL   the server to create them on (default $BENCH_POSTGRES_URL or
                       postgres://postgres@127.0.0.1:5432/postgres; loopback only)
  --cases LIST         any of stock,minimal,pdf100k,settings,cm (default stock,minimal,pdf100k,settings)
  --cpu-prof DIR       run the CMS with node --cpu-prof, profiles written to DIR at the end
  --skip-compile       start the CMS from cms/dist as it is (do not recompile cms/src)
  --distinct           every lead of ours with its own file and address (by default all share both,
                       so every lead is a possible duplicate of all the others)
  --strict             exit 2 when a target is missed`);
  process.exit(0);
}

const seconds = (value, name) => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number`);
  return number;
};
const duration = seconds(args.duration, 'duration');
const warmup = Number(args.warmup) >= 0 ? Number(args.warmup) : 3;
const connections = Math.round(seconds(args.connections, 'connections'));
const workers = Math.round(seconds(args.workers, 'workers'));
const onPostgres = Boolean(args.postgres || args['postgres-url']);
if (workers > 1 && !onPostgres)
  throw new Error('--workers above 1 needs --postgres (the CMS refuses several on SQLite)');
const wanted = args.cases.split(',').map((name) => name.trim());

// ---------------------------------------------------------------------------------------------
// The cases. `app` says which server a case loads; `creates` that it writes leads (checked).

/** Our endpoint, multipart with a PDF of `size` bytes; a distinct token in every request. */
const oursCase = (name, label, size) => {
  const form = leadForm(pdfBytes(size), { distinct: args.distinct });
  let sequence = 0;
  return {
    name,
    label,
    app: 'ours',
    creates: true,
    attachments: true,
    request: () => ({
      method: 'POST',
      path: '/api/leads/create',
      headers: { 'Content-Type': form.contentType },
      setupRequest: (request) => {
        sequence += 1;
        return { ...request, body: form.body(`bench-${process.pid}-${sequence}`, `${run}-${sequence}`) };
      },
    }),
  };
};

/** The same row content as our intake writes, in a stock create's JSON; a unique reference each. */
const stockLeadBody = (reference) => ({
  reference,
  visionPresenters: validLeadFields().visionPresenters,
  visionSubmissionArea: validLeadFields().visionSubmissionArea,
  confirmation: true,
  contacts: [validContact()],
  attachmentName: 'file.pdf',
  attachmentType: 'application/pdf',
  attachmentSize: MINIMAL_PDF_BYTES,
  attachmentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  recaptchaScore: 0.9,
});

const run = Date.now().toString(36).toUpperCase();

/** Strapi's REST create on the stock app, with its API token. */
const stockCase = () => {
  let sequence = 0;
  return {
    name: 'stock',
    label: 'stock Strapi: REST create, API token (JSON, no file)',
    app: 'stock',
    creates: true,
    request: ({ stockToken }) => ({
      method: 'POST',
      path: '/api/leads',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stockToken}` },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ data: stockLeadBody(`BS-${run}-${(sequence += 1)}`) }),
      }),
    }),
  };
};

/** The Content Manager's admin create in our CMS (the comparison before the stock app). */
const contentManagerCase = () => {
  let sequence = 0;
  return {
    name: 'cm',
    label: 'ours: Content Manager admin create (JSON, no file)',
    app: 'ours',
    creates: true,
    request: ({ adminJwt }) => ({
      method: 'POST',
      path: `/content-manager/collection-types/${LEAD_UID}`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminJwt}` },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(stockLeadBody(`BN-${run}-${(sequence += 1)}`)) }),
    }),
  };
};

const settingsCases = () => [
  {
    name: 'settings',
    label: 'ours: GET /api/settings/get',
    app: 'ours',
    request: () => ({ method: 'GET', path: '/api/settings/get' }),
  },
  {
    name: 'stock-settings',
    label: 'stock Strapi: GET /api/setting?populate=*, API token',
    app: 'stock',
    request: ({ stockToken }) => ({
      method: 'GET',
      path: '/api/setting?populate=*',
      headers: { Authorization: `Bearer ${stockToken}` },
    }),
  },
];

const CASES = {
  stock: () => [stockCase()],
  minimal: () => [oursCase('minimal', 'ours: minimal 1 KB PDF (the API requires a file)', MINIMAL_PDF_BYTES)],
  pdf100k: () => [oursCase('pdf100k', 'ours: 100 KB PDF', LARGE_PDF_BYTES)],
  settings: settingsCases,
  cm: () => [contentManagerCase()],
};
for (const name of wanted)
  if (!CASES[name]) throw new Error(`unknown case "${name}" (${Object.keys(CASES).join(', ')})`);
const cases = wanted.flatMap((name) => CASES[name]());
const needsStock = cases.some((benchCase) => benchCase.app === 'stock');

// ---------------------------------------------------------------------------------------------
// Running

/** One autocannon run; also keeps the first few non-2xx answers, to show what went wrong. */
const load = (autocannon, { url, context, benchCase, seconds: runSeconds, onAnswer = () => undefined }) =>
  new Promise((resolve, reject) => {
    const samples = [];
    const request = benchCase.request(context);
    autocannon(
      {
        url,
        connections,
        duration: runSeconds,
        timeout: 30,
        requests: [
          {
            ...request,
            onResponse: (status, body) => {
              if (status >= 200 && status < 300) onAnswer();
              if ((status < 200 || status >= 300) && samples.length < 3)
                samples.push(`${status} ${String(body).slice(0, 300)}`);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, samples })),
    );
  });

const count2xx = (result) => result['2xx'] ?? 0;

/** The leads whose PostgreSQL CPU is given at both ends of a measured run (the first, the last). */
const STRETCH = 1000;

/**
 * PostgreSQL's CPU per lead over the answers `from` to `to` of a run, from samples taken every
 * 200 ms of { answers, cpuMs } (the 2xx answers so far, PostgreSQL's CPU so far): between the last
 * sample at or before `from` and the first at or after `to`. NaN when the run had too few answers.
 * @param {{ answers: number, cpuMs: number }[]} samples @param {number} from @param {number} to
 */
const cpuPerLeadBetween = (samples, from, to) => {
  const start = samples.findLast((sample) => sample.answers <= from);
  const end = samples.find((sample) => sample.answers >= to);
  if (!start || !end || end.answers <= start.answers) return NaN;
  return (end.cpuMs - start.cpuMs) / (end.answers - start.answers);
};

/** Reads a count until it stops moving (the requests cut off at the deadline have finished). */
const settledCount = async (read) => {
  let last = await read();
  for (let tries = 0; tries < 60; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await read();
    if (now === last) return now;
    last = now;
  }
  return last;
};

const main = async () => {
  installCleanupHandlers();
  const loadBefore = os.loadavg();
  await prepareCms({ compile: !args['skip-compile'] });
  const { default: autocannon } = await import('autocannon'); // installed by prepareCms (ensureReady)

  step('starting the fake reCAPTCHA siteverify');
  const siteverify = await startFakeSiteverifyProcess();
  onCleanup('stop the fake siteverify', siteverify.stop, siteverify.killNow);

  // One set of secrets for every start of ours, so the admin's JWT stays valid after a restart.
  const oursEnv = {
    ...randomCmsSecrets(),
    RECAPTCHA_SECRET: 'bench-secret',
    RECAPTCHA_SITE_KEY: 'bench-site-key',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    LEAD_RATE_LIMIT_MAX: '100000000',
    CMS_WORKERS: '1',
  };
  const cpuProfDir = args['cpu-prof'] && path.resolve(args['cpu-prof']);
  const started = await startBenchCms({ args, tempPrefix: 'vision-bench-', env: oursEnv, entry: 'server.js' });
  const { token: adminJwt, database, databaseLabel, tempDir } = started;
  let ours = started.cms;

  /** @type {Awaited<ReturnType<typeof startStockStrapi>> | null} */
  let stock = null;
  let stockDatabaseLabel = '';
  if (needsStock) {
    const adminUrl =
      args['postgres-url'] ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const stockDir = path.join(tempDir, 'stock');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(stockDir, { recursive: true });
    const stockDatabase = onPostgres ? await postgresDatabase(adminUrl) : sqliteDatabase(stockDir);
    stockDatabaseLabel = await stockDatabase.describe();
    step(`starting the stock Strapi app beside it on ${stockDatabase.client}`);
    stock = await startStockStrapi({ database: stockDatabase, tempDir: stockDir, env: {} });
    if (cases.some((benchCase) => benchCase.name === 'stock-settings')) {
      const copied = await copySettingsToStock({ ours, oursJwt: adminJwt, stock });
      step(
        `stock settings: ${copied.fields} fields copied from ours, ${copied.files} files uploaded; ` +
          `read back whole with populate=* in ${copied.firstReadMs.toFixed(0)} ms`,
      );
    }
  }

  const context = () => ({ adminJwt, stockToken: stock?.apiToken });
  const stockApp = () => {
    if (!stock) throw new Error('a stock case ran without the stock app');
    return stock;
  };
  const countOf = (benchCase) =>
    benchCase.app === 'stock'
      ? () => countStockLeads(stockApp().url, stockApp().apiToken)
      : () => countEntries(ours.url, adminJwt, LEAD_UID);

  const results = [];
  const writeChecks = [];
  const processChecks = [];
  const measure = async (benchCase, workerCount) => {
    const server = benchCase.app === 'stock' ? stockApp() : ours;
    const label = benchCase.app === 'stock' ? benchCase.label : `${benchCase.label}, ${workerCount} worker(s)`;
    for (const phase of warmup > 0 ? ['warm-up', 'measure'] : ['measure']) {
      const runSeconds = phase === 'warm-up' ? warmup : duration;
      step(`${label}: ${phase} ${runSeconds} s, ${connections} connections, load ${os.loadavg()[0].toFixed(2)}`);
      const before = benchCase.creates ? await countOf(benchCase)() : 0;
      const pidsBefore = groupPids(server.pid).length;
      const cpuBefore = groupCpuTimeMs(server.pid);
      const databaseCpu = onPostgres ? commandCpuMeter('postgres') : null;
      const databaseBefore = databaseCpu ? databaseCpu() : null;
      const loaderBefore = process.cpuUsage();
      // On PostgreSQL, its CPU against the answers so far, every 200 ms: whether its time per lead
      // stays flat from the first leads of the run to the last (README.md, "Measuring").
      let answers = 0;
      const trail = databaseBefore === null ? null : [{ answers: 0, cpuMs: databaseBefore }];
      const sampler =
        trail && setInterval(() => trail.push({ answers, cpuMs: databaseCpu ? databaseCpu() : NaN }), 200);
      const result = await load(autocannon, {
        url: server.url,
        context: context(),
        benchCase,
        seconds: runSeconds,
        onAnswer: () => {
          answers += 1;
        },
      }).finally(() => sampler && clearInterval(sampler));
      const cpuAfter = groupCpuTimeMs(server.pid);
      const databaseAfter = databaseCpu ? databaseCpu() : null;
      trail?.push({ answers, cpuMs: databaseAfter ?? NaN });
      result.databaseCpuFirst = trail ? cpuPerLeadBetween(trail, 0, STRETCH) : NaN;
      result.databaseCpuLast = trail ? cpuPerLeadBetween(trail, answers - STRETCH, answers) : NaN;
      if (answers < 2 * STRETCH) result.databaseCpuFirst = result.databaseCpuLast = NaN;
      const loader = process.cpuUsage(loaderBefore);
      const pidsAfter = groupPids(server.pid).length;
      processChecks.push({ name: `${benchCase.name} ${workerCount}w ${phase}`, before: pidsBefore, after: pidsAfter });
      result.cmsCpuPerRequest =
        cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total;
      result.databaseCpuPerRequest =
        databaseBefore === null || databaseAfter === null
          ? NaN
          : (databaseAfter - databaseBefore) / result.requests.total;
      // autocannon runs in this process: its CPU is this process's.
      result.loaderCpuPerRequest = (loader.user + loader.system) / 1000 / result.requests.total;
      result.loadAtStart = os.loadavg()[0];
      if (benchCase.creates) {
        const written = (await settledCount(countOf(benchCase))) - before;
        // autocannon stops at the deadline without waiting for the requests still in flight; the
        // server may finish (and write) those, unanswered: at most `unanswered` extra rows.
        writeChecks.push({
          name: `${benchCase.name} ${benchCase.app === 'stock' ? '' : `${workerCount}w `}${phase}`,
          app: benchCase.app,
          attachments: Boolean(benchCase.attachments),
          answered: count2xx(result),
          unanswered: result.requests.sent - result.requests.total,
          written,
        });
      }
      if (phase === 'measure') results.push({ benchCase, workers: workerCount, label, result });
    }
  };

  for (const benchCase of cases) await measure(benchCase, 1);
  if (workers > 1) {
    step(`restarting ours with CMS_WORKERS=${workers} on the same database`);
    await ours.stop();
    ours = await startCms({
      database,
      tempDir,
      env: { ...oursEnv, CMS_WORKERS: String(workers) },
      entry: 'server.js',
      cpuProfDir,
      logName: `cms-${workers}-workers.log`,
      // Loaded only once every worker serves: connections made while one still starts all go to
      // the others, and keep-alive keeps them there (the first two-worker figures measured one).
      readyLine: `all ${workers} workers serve`,
    });
    const processes = groupPids(ours.pid).length;
    step(`ours: ${processes} processes (the primary and ${processes - 1} workers)`);
    for (const benchCase of cases.filter((item) => item.app === 'ours')) await measure(benchCase, workers);
  }

  // Every 2xx must be one real row (and, for ours, one kept attachment); anything else means
  // the numbers do not measure real writes.
  const sum = (checks, key) => checks.reduce((total, check) => total + check[key], 0);
  const checkOk = (check) => check.written >= check.answered && check.written <= check.answered + check.unanswered;
  const oursChecks = writeChecks.filter((check) => check.app === 'ours');
  const stockChecks = writeChecks.filter((check) => check.app === 'stock');
  const attachments = countAttachments(ours.privateDir);
  const siteverifyCalls = await siteverify.calls();
  const oursTotal = await countEntries(ours.url, adminJwt, LEAD_UID);
  const stockTotal = stock ? await countStockLeads(stock.url, stock.apiToken) : 0;
  const processesOk = processChecks.every((check) => check.before === check.after);
  const writesOk =
    writeChecks.every(checkOk) &&
    oursTotal === sum(oursChecks, 'written') &&
    stockTotal === sum(stockChecks, 'written') &&
    attachments ===
      sum(
        oursChecks.filter((check) => check.attachments),
        'written',
      ) &&
    processesOk;

  // ---------------------------------------------------------------------------------------------
  // Report

  printBenchHeader({
    title: 'Lead create benchmark',
    cmsPid: ours.pid,
    loadBefore,
    databaseLabel,
    start: `node server.js (CMS_WORKERS=${workers > 1 ? `1, then ${workers}` : '1'})`,
  });
  if (stock)
    console.log(
      `stock     a plain Strapi 5.54 app (scripts/bench/stock-strapi), pid ${stock.pid}, ${stockDatabaseLabel}`,
    );
  console.log(
    `load      autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s measured per case, keep-alive, loopback`,
  );
  console.log(`bot check on: RECAPTCHA_SECRET set, fake siteverify on loopback (every token passes, score 0.9)\n`);

  console.log(
    table([
      [
        'case',
        'requests/s (avg)',
        'p50',
        'p99',
        'max',
        'CPU/req',
        'PG CPU/req',
        'load gen. CPU/req',
        '2xx',
        'non-2xx',
        'errors (timeouts)',
        'load at start',
      ],
      ...results.map(({ label, result }) => [
        label,
        fixed(result.requests.average),
        ms(result.latency.p50),
        ms(result.latency.p99),
        ms(result.latency.max),
        `${fixed(result.cmsCpuPerRequest, 2)} ms`,
        Number.isFinite(result.databaseCpuPerRequest) ? `${fixed(result.databaseCpuPerRequest, 2)} ms` : '—',
        `${fixed(result.loaderCpuPerRequest, 2)} ms`,
        count2xx(result),
        result.non2xx,
        `${result.errors} (${result.timeouts})`,
        fixed(result.loadAtStart, 2),
      ]),
    ]),
  );
  for (const { benchCase, result } of results) {
    for (const sample of result.samples) console.log(red(`  ${benchCase.name}: ${sample}`));
  }
  console.log(
    'CPU/req: CPU time (user+system) of the server during the measured run ÷ answers; for ours every process\n' +
      'of the CMS (with workers: the primary and all of them). It moves less than requests/s when other work\n' +
      'shares the machine. 1000 ÷ it ≈ the most one core can answer.' +
      (database.client === 'postgres' ? " PostgreSQL's own processes are not included." : '') +
      "\nPG CPU/req: every PostgreSQL process of the machine (both apps' databases) ÷ answers; load gen. CPU/req:\n" +
      'autocannon (this process). All three share the cores: their sum × requests/s ≈ the cores in use.',
  );
  const stretches = results.filter(
    ({ benchCase, result }) => benchCase.creates && Number.isFinite(result.databaseCpuFirst),
  );
  if (stretches.length) {
    console.log(
      `\n${bold('PostgreSQL CPU per lead')}, the run's first ${STRETCH.toLocaleString('en')} leads and its last (flat when no lookup grows with the table)`,
    );
    console.log(
      table([
        ['case', 'first', 'last', 'last ÷ first', 'leads in the run'],
        ...stretches.map(({ label, result }) => [
          label,
          `${fixed(result.databaseCpuFirst, 2)} ms`,
          `${fixed(result.databaseCpuLast, 2)} ms`,
          fixed(result.databaseCpuLast / result.databaseCpuFirst, 2),
          count2xx(result),
        ]),
      ]),
    );
  }

  console.log(
    `\n${bold('Writes')} (rows counted in the database once it settled; every 2xx answer must be one new lead row,\n` +
      `plus at most the requests still in flight when autocannon stopped, which the server may finish unanswered)`,
  );
  console.log(
    table([
      ['run', '2xx answers', 'in flight at stop', 'new lead rows', 'ok'],
      ...writeChecks.map((check) => [
        check.name,
        check.answered,
        check.unanswered,
        check.written,
        checkOk(check) ? 'yes' : red('NO'),
      ]),
      ['total ours', sum(oursChecks, 'answered'), sum(oursChecks, 'unanswered'), oursTotal, ''],
      ...(stock ? [['total stock', sum(stockChecks, 'answered'), sum(stockChecks, 'unanswered'), stockTotal, '']] : []),
    ]),
  );
  console.log(
    `attachments in private storage: ${attachments}; lead rows written by our endpoint: ${sum(
      oursChecks.filter((check) => check.attachments),
      'written',
    )}; siteverify calls: ${siteverifyCalls}`,
  );
  if (!processesOk) console.log(red(`a server process exited during a run: ${JSON.stringify(processChecks)}`));
  console.log(writesOk ? 'write check: OK' : red('write check: FAILED — the figures above do not measure real writes'));

  const find = (name, workerCount) =>
    results.find(
      (item) => item.benchCase.name === name && (item.benchCase.app === 'stock' || item.workers === workerCount),
    )?.result;
  const clean = (result) => Boolean(result) && result.non2xx === 0 && result.errors === 0;
  const workerCounts = workers > 1 ? [1, workers] : [1];
  let targetsMet = null;

  console.log(`\n${bold('Ours / stock')} (requests/s; the stock app is one process)`);
  const ratioRows = [['ours', ...workerCounts.map((count) => `${count} worker(s)`)]];
  for (const [name, stockName] of [
    ['minimal', 'stock'],
    ['pdf100k', 'stock'],
    ['settings', 'stock-settings'],
  ]) {
    if (!find(stockName, 1)) continue;
    const cells = workerCounts.map((count) => {
      const result = find(name, count);
      const ratio = result ? result.requests.average / find(stockName, 1).requests.average : NaN;
      return Number.isFinite(ratio) ? `${fixed(ratio, 2)}x` : '—';
    });
    if (cells.some((cell) => cell !== '—')) ratioRows.push([`${name} / ${stockName}`, ...cells]);
  }
  console.log(table(ratioRows));

  if (find('minimal', 1)) {
    console.log(`\n${bold('Targets')} (minimal 1 KB PDF case; a run with non-2xx answers or errors does not count)`);
    targetsMet = writesOk;
    for (const count of workerCounts) {
      const result = find('minimal', count);
      const p99Ok = clean(result) && result.latency.p99 <= TARGET_P99_MS;
      const cpuOk = clean(result) && result.cmsCpuPerRequest <= TARGET_CPU_MS;
      console.log(`  ${count} worker(s):`);
      console.log(`    p99 ≤ ${TARGET_P99_MS} ms: ${ms(result.latency.p99)} → ${yesNo(p99Ok && writesOk)}`);
      console.log(
        `    CMS CPU ≤ ${TARGET_CPU_MS} ms per request: ${fixed(result.cmsCpuPerRequest, 2)} ms → ${yesNo(cpuOk && writesOk)}`,
      );
      targetsMet &&= p99Ok && cpuOk;
      const stockResult = find('stock', 1);
      if (stockResult) {
        const ratio = result.requests.average / stockResult.requests.average;
        const ratioOk = clean(result) && clean(stockResult) && ratio >= TARGET_RATIO;
        console.log(
          `    ≥ ${TARGET_RATIO}x the stock REST create: ${fixed(ratio, 2)}x → ${yesNo(ratioOk && writesOk)}`,
        );
        targetsMet &&= ratioOk;
      }
    }
  }

  if (args['cpu-prof'])
    console.log(`\nCPU profile of the CMS: written to ${path.resolve(args['cpu-prof'])} when it stops`);
  return { writesOk, targetsMet };
};

let exitCode = 0;
try {
  const { writesOk, targetsMet } = await main();
  if (!writesOk) exitCode = 1;
  else if (args.strict && targetsMet === false) exitCode = 2;
} catch (error) {
  console.error(red(`\nbench:leads failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`));
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
