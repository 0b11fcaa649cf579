// `npm run bench:scan`: what malware scanning costs (README.md, "Malware scanning"). Two parts:
//
//   scan rate  a real clamd (scripts/lib/clamd.cjs, the repository's test signatures) scans PDFs of
//              1 to 20 MB streamed to it by the CMS's client (clamscan): milliseconds per file and MB/s.
//              clamd's time grows with its signature database: with the full official one (some
//              hundreds of MB, not reachable here) expect it slower; this measures the client and
//              the stream, and the engine's own pass over the bytes.
//   intake     the real CMS (`strapi start`, NODE_ENV=production, fresh database) takes leads with a
//              100 KB PDF under autocannon, with scanning off (FILE_SCAN_DISABLED=true) and then on
//              (the same clamd): requests/s and p99 of each, and, with scanning on, how long the
//              scans took to catch up after the load stopped. The visitor's answer waits only for
//              the scan job's row, so the two rates should stay close; the scans run after it.
//
//   node scripts/bench/file-scan.mjs [--sizes 1,5,10,20] [--repeats 5] [--duration 10]
//        [--connections 10] [--file-kb 100] [--postgres] [--postgres-url URL] [--skip-compile]

import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { cleanup, installCleanupHandlers, onCleanup } from '../lib/cleanup.mjs';
import { startClamd } from '../lib/clamd.cjs';
import { CMS_DIR, prepareCms, startBenchCms } from '../lib/cms.mjs';
import { fetchJson } from '../lib/json-fetch.mjs';
import { pdfBytes } from '../lib/pdf-bytes.cjs';
import { fixed, ms, printBenchHeader, step, table } from '../lib/print.mjs';
import { leadForm } from '../lib/valid-lead.cjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,5,10,20' },
    repeats: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'file-kb': { type: 'string', default: '100' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:scan -- [options]
  --sizes 1,5,10,20    file sizes in MB for the scan rate
  --repeats N          scans per size (default 5, after one unmeasured)
  --duration S         seconds of load per intake case (default 10, after 2 s of warm-up)
  --connections N      concurrent uploads (default 10)
  --file-kb N          the intake's PDF size in KB (default 100)
  --postgres           the intake on a fresh PostgreSQL database instead of SQLite
  --postgres-url URL   the server to create it on
  --skip-compile       use cms/dist as it is`);
  process.exit(0);
}

const MB = 1024 * 1024;
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds per scan of each size, through the client the CMS uses. */
const scanRates = async (clamd) => {
  const NodeClam = requireFromCms('clamscan');
  const scanner = await new NodeClam().init({
    clamdscan: { host: clamd.host, port: clamd.port, bypassTest: true, localFallback: false, timeout: 120_000 },
    clamscan: { active: false },
    preference: 'clamdscan',
  });
  const rows = [];
  for (const size of args.sizes.split(',').map(Number)) {
    const file = pdfBytes(size * MB);
    // In 64 KB chunks, as a file streams from storage.
    const scan = () => scanner.scanStream(Readable.from(file, { highWaterMark: 64 * 1024 }));
    await scan();
    const times = [];
    for (let repeat = 0; repeat < Number(args.repeats); repeat += 1) {
      const started = performance.now();
      const result = await scan();
      times.push(performance.now() - started);
      if (result.isInfected !== false) throw new Error(`a clean ${size} MB PDF was not found clean`);
    }
    const total = times.reduce((sum, value) => sum + value, 0);
    rows.push([`${size} MB`, ms(median(times)), ms(Math.max(...times)), fixed((size * times.length) / (total / 1000))]);
  }
  return rows;
};

/** One autocannon run of lead uploads; answers requests/s, p99 and the 2xx count. */
const loadIntake = async (autocannon, url, seconds) => {
  const form = leadForm(pdfBytes(Number(args['file-kb']) * 1024));
  const result = await autocannon({
    url: `${url}/api/leads/create`,
    connections: Number(args.connections),
    duration: seconds,
    timeout: 30,
    requests: [{ method: 'POST', headers: { 'Content-Type': form.contentType }, body: form.body('off') }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, created: result['2xx'] ?? 0, other: result.non2xx };
};

/** The intake with scanning off or on; with it on, also how long the scans took to catch up. */
const intake = async (autocannon, mode, clamd) => {
  step(`intake with scanning ${mode}`);
  const { cms, token, databaseLabel } = await startBenchCms({
    args,
    tempPrefix: `vision-bench-scan-${mode}-`,
    env: {
      RECAPTCHA_DISABLED: 'true',
      LEAD_RATE_LIMIT_MAX: '100000000',
      ...(mode === 'on' ? { ...clamd.env, FILE_SCAN_INTERVAL_MS: '1000' } : {}),
    },
  });
  await loadIntake(autocannon, cms.url, 2);
  const measured = await loadIntake(autocannon, cms.url, Number(args.duration));
  let catchUpMs = null;
  if (mode === 'on') {
    const stopped = performance.now();
    for (;;) {
      const stats = await fetchJson(`${cms.url}/api/leads/stats`, { token });
      if (stats.data?.byFileScan?.pending === 0) break;
      if (performance.now() - stopped > 600_000) throw new Error('the scans did not catch up within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    catchUpMs = performance.now() - stopped;
  }
  await cms.stop();
  return { ...measured, catchUpMs, databaseLabel, pid: cms.pid };
};

const main = async () => {
  installCleanupHandlers();
  const loadBefore = os.loadavg();
  await prepareCms({ compile: !args['skip-compile'], admin: false });
  const { default: autocannon } = await import('autocannon');
  step('starting clamd with the repository’s test signatures');
  const clamd = await startClamd({ streamMaxLength: '64M' });
  onCleanup('stop clamd', clamd.remove, () => undefined);

  step(`scanning ${args.sizes} MB PDFs, ${args.repeats} times each`);
  const rates = await scanRates(clamd);
  const off = await intake(autocannon, 'off', clamd);
  const on = await intake(autocannon, 'on', clamd);

  printBenchHeader({
    title: 'Malware scanning benchmark',
    cmsPid: on.pid,
    loadBefore,
    databaseLabel: on.databaseLabel,
  });
  console.log(
    `clamd     ${clamd.host}:${clamd.port}, the repository's test signatures (scripts/lib/clamav-test.ndb)\n`,
  );
  console.log(table([['file', 'median', 'slowest', 'MB/s'], ...rates]));
  console.log('');
  console.log(
    table([
      ['intake', 'requests/s', 'p99', '201s', 'other', 'scans caught up'],
      ['scanning off', fixed(off.rps), ms(off.p99), off.created, off.other, '—'],
      ['scanning on', fixed(on.rps), ms(on.p99), on.created, on.other, ms(on.catchUpMs)],
    ]),
  );
  console.log(
    `\n${args.connections} connections, ${args['file-kb']} KB PDFs, ${args.duration} s each; "scans caught up": from the end of the load until no file was pending.`,
  );
};

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
