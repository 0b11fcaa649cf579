// `npm run bench:export`: how fast, and in how much memory, the CMS exports leads. Starts the real
// CMS (`strapi start`, NODE_ENV=production) on a fresh database, writes N leads with 1 to 5
// contacts each straight into Strapi's tables (scripts/lib/seed-leads.mjs), then downloads
// GET /api/leads/export?format=csv and ?format=xlsx over HTTP with a super admin's Bearer token,
// sampling the CMS process's resident memory (VmRSS) every 20 ms while each download runs.
//
// Prints seconds, rows, bytes, MB/s and the peak RSS growth over the idle baseline per format,
// and whether the targets are met (100k leads: CSV ≤ 3 s; 1M: ≤ 15 s on SQLite, ≤ 8 s on
// PostgreSQL; RSS growth ≤ 50 MB). The row
// count is checked twice: CRLF-terminated lines in the CSV, and the rows the audit trail recorded.
//
//   node scripts/bench/lead-export.mjs [--leads 100000] [--formats csv,xlsx] [--runs 1]
//        [--postgres] [--postgres-url URL] [--cpu-prof DIR] [--skip-compile] [--strict]

import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { cleanup, installCleanupHandlers } from '../lib/cleanup.mjs';
import { prepareCms, startBenchCms } from '../lib/cms.mjs';
import { fixed, red, step, table, yesNo, printBenchHeader } from '../lib/print.mjs';
import { seedLeads } from '../lib/seed-leads.mjs';
import { readJson } from '../lib/json-fetch.mjs';

const AUDIT_UID = 'api::audit-entry.audit-entry';
const MB = 1024 * 1024;
const TARGET_GROWTH_MB = 50;
/**
 * Seconds allowed for a CSV of `leads` rows: 3 s per 100k, and per million 15 s on SQLite, 8 s on
 * PostgreSQL, where the database writes the rows (linear between).
 */
const targetSeconds = (leads) =>
  leads <= 100_000 ? 3 : 3 + (((args.postgres ? 8 : 15) - 3) * (leads - 100_000)) / 900_000;

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    formats: { type: 'string', default: 'csv,xlsx' },
    runs: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    'cpu-prof': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:export -- [options]
  --leads N            leads to seed (default 100000; 1000000 works, seeding takes a while)
  --formats LIST       csv, xlsx or both (default csv,xlsx)
  --runs N             measured downloads per format (default 1; the best and worst are printed)
  --postgres           run on a fresh PostgreSQL database instead of SQLite
  --postgres-url URL   the server to create it on (default $BENCH_POSTGRES_URL or
                       postgres://postgres@127.0.0.1:5432/postgres; loopback only)
  --cpu-prof DIR       run the CMS with node --cpu-prof, profiles written to DIR at the end
  --skip-compile       start the CMS from cms/dist as it is (do not recompile cms/src)
  --strict             exit 2 when a target is missed`);
  process.exit(0);
}

const leadCount = Number(args.leads);
if (!Number.isInteger(leadCount) || leadCount < 1) throw new Error('--leads must be a positive whole number');
const runs = Math.max(1, Math.round(Number(args.runs) || 1));
const formats = args.formats.split(',').map((name) => name.trim());
for (const format of formats) if (!['csv', 'xlsx'].includes(format)) throw new Error(`unknown format "${format}"`);

// ---------------------------------------------------------------------------------------------
// Memory of the CMS process

const rssBytes = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
};

/** Samples VmRSS every 20 ms until stopped; answers the peak. */
const sampleRss = (pid) => {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // the process is gone; the download will fail on its own
    }
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssBytes(pid));
  };
};

/** RSS once the CMS has sat idle for a moment: the level an export is measured against. */
const settledRss = async (pid) => {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const samples = [];
  for (let index = 0; index < 10; index += 1) {
    samples.push(rssBytes(pid));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.min(...samples);
};

// ---------------------------------------------------------------------------------------------
// One download

/** Downloads the export, counting bytes and CRLFs as they arrive (nothing kept in memory). */
const download = (url, token, format) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let firstByteMs = null;
    const request = http.get(
      `${url}/api/leads/export?format=${format}`,
      { headers: { Authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => reject(new Error(`export answered ${response.statusCode}: ${body.slice(0, 300)}`)));
          return;
        }
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk) => {
          firstByteMs ??= Number(process.hrtime.bigint() - started) / 1e6;
          bytes += chunk.length;
          if (format === 'csv')
            for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            firstByteMs,
            bytes,
            csvRows: format === 'csv' ? lines - 1 : null,
            contentType: response.headers['content-type'],
          }),
        );
      },
    );
    request.on('error', reject);
  });

/** The rows the CMS recorded for its latest export (the audit trail, read as a super admin). */
const auditedRows = async (url, token) => {
  const response = await fetch(`${url}/content-manager/collection-types/${AUDIT_UID}?page=1&pageSize=1&sort=id:DESC`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await readJson(response);
  const details = body?.results?.[0]?.details;
  return details ? { rows: details.rows, complete: details.complete } : null;
};

// ---------------------------------------------------------------------------------------------

const main = async () => {
  installCleanupHandlers();
  const loadBefore = os.loadavg();
  await prepareCms({ compile: !args['skip-compile'] });

  // No lead is sent to the API here: the bot check is off (startBenchCms).
  const { cms, token, database, databaseLabel } = await startBenchCms({ args, tempPrefix: 'vision-bench-export-' });

  step(`seeding ${leadCount.toLocaleString('en')} leads straight into the database`);
  const seedStarted = Date.now();
  await seedLeads(database, leadCount, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} / ${leadCount.toLocaleString('en')}`),
  );
  process.stdout.write('\n');
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  // One small export of each format first: loads the export code and the zip writer, which a real
  // server has done long before; the measured runs then show what an export itself costs.
  step('warm-up: one export of each format, not measured');
  for (const format of formats) await download(cms.url, token, format);

  const results = [];
  for (const format of formats) {
    for (let run = 1; run <= runs; run += 1) {
      step(`${format}: download ${run} of ${runs}`);
      const baseline = await settledRss(cms.pid);
      const stopSampling = sampleRss(cms.pid);
      const result = await download(cms.url, token, format);
      const peak = stopSampling();
      const audit = await auditedRows(cms.url, token);
      results.push({ format, run, ...result, baseline, peak, growth: peak - baseline, audit });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Report

  printBenchHeader({ title: 'Lead export benchmark', cmsPid: cms.pid, loadBefore, databaseLabel });
  console.log(
    `data      ${leadCount.toLocaleString('en')} leads, 1 to 5 contacts each (3 on average), seeded in ${fixed(seedSeconds)} s`,
  );
  console.log(
    `memory    VmRSS of the CMS process every 20 ms; growth = peak during the download − idle level before it\n`,
  );

  console.log(
    table([
      ['format', 'run', 'seconds', 'first byte', 'rows (file / audit)', 'MB', 'MB/s', 'RSS idle', 'RSS peak', 'growth'],
      ...results.map((result) => [
        result.format,
        String(result.run),
        fixed(result.seconds, 2),
        `${fixed(result.firstByteMs, 0)} ms`,
        `${result.csvRows ?? '—'} / ${result.audit?.rows ?? '?'}`,
        fixed(result.bytes / MB),
        fixed(result.bytes / MB / result.seconds),
        `${fixed(result.baseline / MB, 0)} MB`,
        `${fixed(result.peak / MB, 0)} MB`,
        `${fixed(result.growth / MB)} MB`,
      ]),
    ]),
  );

  const rowsOk = results.every(
    (result) =>
      result.audit?.rows === leadCount && result.audit?.complete && (result.csvRows ?? leadCount) === leadCount,
  );
  const csv = results.filter((result) => result.format === 'csv');
  const worstCsvSeconds = Math.max(...csv.map((result) => result.seconds));
  const worstGrowth = Math.max(...results.map((result) => result.growth / MB));
  const speedOk = !csv.length || worstCsvSeconds <= targetSeconds(leadCount);
  const memoryOk = worstGrowth <= TARGET_GROWTH_MB;
  console.log(`\nevery lead exported once, audit trail agrees: ${rowsOk ? 'yes' : red('NO')}`);
  if (csv.length) {
    console.log(
      `CSV of ${leadCount.toLocaleString('en')} leads ≤ ${fixed(targetSeconds(leadCount))} s: ${yesNo(speedOk)} (slowest ${fixed(worstCsvSeconds, 2)} s)`,
    );
  }
  console.log(`RSS growth ≤ ${TARGET_GROWTH_MB} MB: ${yesNo(memoryOk)} (largest ${fixed(worstGrowth)} MB)`);

  await cleanup();
  if (!rowsOk) process.exit(1);
  if (args.strict && !(speedOk && memoryOk)) process.exit(2);
};

main().catch(async (error) => {
  console.error(red(error?.stack ?? String(error)));
  await cleanup();
  process.exit(1);
});
