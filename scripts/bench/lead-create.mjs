// `npm run bench:leads`: how fast the CMS takes leads. Starts the real CMS (`strapi start`,
// NODE_ENV=production) on a fresh database with a fake reCAPTCHA siteverify on loopback, then
// loads with autocannon (50 connections by default), each case warmed up first:
//
//   stock    Strapi's own create for the same content type: the Content Manager's
//            POST /content-manager/collection-types/api::lead.lead with a super admin's JWT
//            (the lead type has no public REST routes on purpose), JSON, a unique reference each.
//   minimal  POST /api/leads/create, multipart, with a minimal 1 KB PDF (the API requires a file).
//   pdf100k  POST /api/leads/create with a 100 KB PDF.
//
// Prints requests/s and p50/p99 per case, ours/stock, whether the targets are met (≥ 3x the
// stock create's throughput and p99 ≤ 150 ms for the minimal-file case), and checks that the
// 2xx answers are real writes: one lead row each (plus at most the requests still in flight when
// autocannon stopped) and, for ours, one attachment on disk per row.
//
//   node scripts/bench/lead-create.mjs [--duration 15] [--warmup 3] [--connections 50]
//        [--postgres] [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]
//        [--cases stock,minimal,pdf100k] [--cpu-prof DIR] [--skip-compile] [--strict]

import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanup, installCleanupHandlers, onCleanup } from '../lib/cleanup.mjs';
import { countAttachments, countEntries, cpuTimeMs, prepareCms, startBenchCms } from '../lib/cms.mjs';
import { startFakeSiteverify } from '../lib/fake-siteverify.mjs';
import { leadForm, pdfBytes } from './lib/multipart.mjs';
import { bold, fixed, ms, red, step, table, yesNo, printBenchHeader } from '../lib/print.mjs';

const LEAD_UID = 'api::lead.lead';
const TARGET_RATIO = 3;
const TARGET_P99_MS = 150;
const MINIMAL_PDF_BYTES = 1024;
const LARGE_PDF_BYTES = 100 * 1024;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    cases: { type: 'string', default: 'stock,minimal,pdf100k' },
    'cpu-prof': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:leads -- [options]
  --duration S         seconds measured per case (default 15)
  --warmup S           seconds of warm-up before each case, not measured (default 3)
  --connections N      concurrent connections (default 50)
  --postgres           run on a fresh PostgreSQL database instead of SQLite
  --postgres-url URL   the server to create it on (default $BENCH_POSTGRES_URL or
                       postgres://postgres@127.0.0.1:5432/postgres; loopback only)
  --cases LIST         any of stock,minimal,pdf100k (default all three)
  --cpu-prof DIR       run the CMS with node --cpu-prof, profiles written to DIR at the end
  --skip-compile       start the CMS from cms/dist as it is (do not recompile cms/src)
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
const wanted = args.cases.split(',').map((name) => name.trim());

// ---------------------------------------------------------------------------------------------
// The cases

/** Our endpoint, multipart with a PDF of `size` bytes; a distinct token in every request. */
const oursCase = (name, label, size) => {
  const form = leadForm(pdfBytes(size));
  let sequence = 0;
  return {
    name,
    label,
    ours: true,
    request: () => ({
      method: 'POST',
      path: '/api/leads/create',
      headers: { 'Content-Type': form.contentType },
      setupRequest: (request) => ({ ...request, body: form.body(`bench-${process.pid}-${(sequence += 1)}`) }),
    }),
  };
};

/** Strapi's stock create for the same content type and the same row content, as the panel sends it. */
const stockCase = () => {
  let sequence = 0;
  const run = Date.now().toString(36).toUpperCase();
  return {
    name: 'stock',
    label: 'stock: Content Manager create (JSON, no file)',
    ours: false,
    request: (token) => ({
      method: 'POST',
      path: `/content-manager/collection-types/${LEAD_UID}`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          reference: `BN-${run}-${(sequence += 1)}`,
          visionPresenters: 'ישראל ישראלי',
          visionSubmissionArea: 'economy',
          confirmation: true,
          contacts: [
            { fullName: 'ישראל ישראלי', role: 'יזם', phoneNumber: '0501234567', email: 'israel@example.co.il' },
          ],
          attachmentName: 'file.pdf',
          attachmentType: 'application/pdf',
          attachmentSize: MINIMAL_PDF_BYTES,
          attachmentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          recaptchaScore: 0.9,
        }),
      }),
    }),
  };
};

const CASES = {
  stock: stockCase,
  minimal: () => oursCase('minimal', 'ours: minimal 1 KB PDF (the API requires a file)', MINIMAL_PDF_BYTES),
  pdf100k: () => oursCase('pdf100k', 'ours: 100 KB PDF', LARGE_PDF_BYTES),
};
for (const name of wanted) if (!CASES[name]) throw new Error(`unknown case "${name}" (stock, minimal, pdf100k)`);

// ---------------------------------------------------------------------------------------------
// Running

/** One autocannon run; also keeps the first few non-2xx answers, to show what went wrong. */
const load = (autocannon, { url, token, benchCase, seconds: runSeconds }) =>
  new Promise((resolve, reject) => {
    const samples = [];
    const request = benchCase.request(token);
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
  const siteverify = await startFakeSiteverify();
  onCleanup('stop the fake siteverify', siteverify.stop, siteverify.killNow);

  const { cms, token, database, databaseLabel } = await startBenchCms({
    args,
    tempPrefix: 'vision-bench-',
    env: {
      RECAPTCHA_SECRET: 'bench-secret',
      RECAPTCHA_SITE_KEY: 'bench-site-key',
      RECAPTCHA_VERIFY_URL: siteverify.url,
      LEAD_RATE_LIMIT_MAX: '100000000',
    },
  });
  const leads = () => countEntries(cms.url, token, LEAD_UID);

  const results = [];
  const writeChecks = [];
  for (const name of wanted) {
    const benchCase = CASES[name]();
    for (const phase of warmup > 0 ? ['warm-up', 'measure'] : ['measure']) {
      const runSeconds = phase === 'warm-up' ? warmup : duration;
      step(`${benchCase.label}: ${phase} ${runSeconds} s, ${connections} connections`);
      const before = await leads();
      const cpuBefore = cpuTimeMs(cms.pid);
      const result = await load(autocannon, { url: cms.url, token, benchCase, seconds: runSeconds });
      const cpuAfter = cpuTimeMs(cms.pid);
      result.cmsCpuPerRequest =
        cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total;
      const written = (await settledCount(leads)) - before;
      // autocannon stops at the deadline without waiting for the requests still in flight; the
      // CMS may finish (and write) those, unanswered: at most `unanswered` extra rows.
      const unanswered = result.requests.sent - result.requests.total;
      writeChecks.push({
        name: `${name} ${phase}`,
        ours: benchCase.ours,
        answered: count2xx(result),
        unanswered,
        written,
      });
      if (phase === 'measure') results.push({ benchCase, result });
    }
  }

  // Every 2xx must be one real row (and, for ours, one kept attachment); anything else means
  // the numbers do not measure real writes.
  const sum = (checks, key) => checks.reduce((total, check) => total + check[key], 0);
  const oursChecks = writeChecks.filter((check) => check.ours);
  const attachments = countAttachments(cms.privateDir);
  const siteverifyCalls = await siteverify.calls();
  const totalLeads = await leads();
  const writesOk =
    writeChecks.every(
      (check) => check.written >= check.answered && check.written <= check.answered + check.unanswered,
    ) &&
    totalLeads === sum(writeChecks, 'written') &&
    attachments === sum(oursChecks, 'written');

  // ---------------------------------------------------------------------------------------------
  // Report

  printBenchHeader({ title: 'Lead create benchmark', cmsPid: cms.pid, loadBefore, databaseLabel });
  console.log(
    `load      autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s measured per case, keep-alive, loopback`,
  );
  console.log(`bot check on: RECAPTCHA_SECRET set, fake siteverify on loopback (every token passes, score 0.9)\n`);

  console.log(
    table([
      ['case', 'requests/s (avg)', 'p50', 'p99', 'max', 'CMS CPU/req', '2xx', 'non-2xx', 'errors (timeouts)'],
      ...results.map(({ benchCase, result }) => [
        benchCase.label,
        fixed(result.requests.average),
        ms(result.latency.p50),
        ms(result.latency.p99),
        ms(result.latency.max),
        `${fixed(result.cmsCpuPerRequest, 2)} ms`,
        count2xx(result),
        result.non2xx,
        `${result.errors} (${result.timeouts})`,
      ]),
    ]),
  );
  for (const { benchCase, result } of results) {
    for (const sample of result.samples) console.log(red(`  ${benchCase.name}: ${sample}`));
  }
  console.log(
    'CMS CPU/req: CPU time (user+system) of the CMS process during the measured run ÷ answers; it moves\n' +
      'less than requests/s when other work shares the machine. 1000 ÷ it ≈ the most one core can answer.' +
      (database.client === 'postgres' ? " (PostgreSQL's own processes not included.)" : ''),
  );

  console.log(
    `\n${bold('Writes')} (rows counted in the database once it settled; every 2xx answer must be one new lead row,\n` +
      `plus at most the requests still in flight when autocannon stopped, which the CMS may finish unanswered)`,
  );
  console.log(
    table([
      ['run', '2xx answers', 'in flight at stop', 'new lead rows', 'ok'],
      ...writeChecks.map((check) => [
        check.name,
        check.answered,
        check.unanswered,
        check.written,
        check.written >= check.answered && check.written <= check.answered + check.unanswered ? 'yes' : red('NO'),
      ]),
      ['total', sum(writeChecks, 'answered'), sum(writeChecks, 'unanswered'), totalLeads, ''],
    ]),
  );
  console.log(
    `attachments in private storage: ${attachments}; lead rows written by our endpoint: ${sum(oursChecks, 'written')}` +
      ` (2xx answers: ${sum(oursChecks, 'answered')}); siteverify calls: ${siteverifyCalls}`,
  );
  console.log(writesOk ? 'write check: OK' : red('write check: FAILED — the figures above do not measure real writes'));

  const byName = Object.fromEntries(results.map(({ benchCase, result }) => [benchCase.name, result]));
  let targetsMet = null;
  if (byName.stock) {
    console.log(`\n${bold('Ours / stock')} (requests/s)`);
    for (const name of ['minimal', 'pdf100k']) {
      if (byName[name])
        console.log(`  ${name.padEnd(8)} ${fixed(byName[name].requests.average / byName.stock.requests.average, 2)}x`);
    }
  }
  if (byName.minimal) {
    const clean = (result) => result && result.non2xx === 0 && result.errors === 0;
    const p99 = byName.minimal.latency.p99;
    const p99Ok = clean(byName.minimal) && p99 <= TARGET_P99_MS;
    console.log(`\n${bold('Targets')} (minimal 1 KB PDF case; a run with non-2xx answers or errors does not count)`);
    console.log(`  p99 ≤ ${TARGET_P99_MS} ms: ${ms(p99)} → ${yesNo(p99Ok && writesOk)}`);
    targetsMet = p99Ok && writesOk;
    if (byName.stock) {
      const ratio = byName.minimal.requests.average / byName.stock.requests.average;
      const ratioOk = clean(byName.minimal) && clean(byName.stock) && ratio >= TARGET_RATIO;
      console.log(`  ≥ ${TARGET_RATIO}x stock throughput: ${fixed(ratio, 2)}x → ${yesNo(ratioOk && writesOk)}`);
      targetsMet &&= ratioOk;
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
  console.error(red(`\nbench:leads failed: ${error.stack ?? error.message}`));
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
