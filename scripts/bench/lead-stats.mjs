// `npm run bench:stats`: how fast GET /api/leads/stats answers the dashboard. Starts the real CMS
// (`strapi start`, NODE_ENV=production) on a fresh database, writes N leads straight into Strapi's
// tables with the export benchmark's seeder (scripts/lib/seed-leads.mjs: a status each,
// their Jerusalem day, 1 to 5 contacts), then calls the route over HTTP with a super admin's
// Bearer token, one call at a time: unfiltered and with filters.
//
// Prints the median, p95 and slowest answer per case, checks that the unfiltered total is N, and
// whether the target is met (median ≤ 300 ms unfiltered, at any N).
//
//   node scripts/bench/lead-stats.mjs [--leads 1000000] [--calls 30] [--postgres] [--postgres-url URL]
//        [--skip-compile] [--strict]

import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { cleanup, installCleanupHandlers } from '../lib/cleanup.mjs';
import { prepareCms, startBenchCms } from '../lib/cms.mjs';
import { ms, red, step, table, yesNo, printBenchHeader, fixed } from '../lib/print.mjs';
import { seedLeads } from '../lib/seed-leads.mjs';

const TARGET_MS = 300;

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '30' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:stats -- [options]
  --leads N            leads to seed (default 1000000)
  --calls N            measured calls per case (default 30, after 3 unmeasured)
  --postgres           run on a fresh PostgreSQL database instead of SQLite
  --postgres-url URL   the server to create it on (default $BENCH_POSTGRES_URL or
                       postgres://postgres@127.0.0.1:5432/postgres; loopback only)
  --skip-compile       start the CMS from cms/dist as it is (do not recompile cms/src)
  --strict             exit 2 when the target is missed`);
  process.exit(0);
}

const leadCount = Number(args.leads);
if (!Number.isInteger(leadCount) || leadCount < 1) throw new Error('--leads must be a positive whole number');
const calls = Math.max(1, Math.round(Number(args.calls) || 30));

/** The cases: what the dashboard asks first, and the filters a manager adds. */
const CASES = [
  ['unfiltered', ''],
  ['one status', '?status=shortlisted'],
  ['one area', '?area=economy'],
  ['the last 30 days', () => `?from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One call on a fresh connection (no keep-alive socket the server may be closing), timed to its last byte. */
const timedCall = (url, token, query) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      `${url}/api/leads/stats${query}`,
      { headers: { Authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
          if (response.statusCode !== 200) reject(new Error(`stats answered ${response.statusCode}: ${text}`));
          else resolve({ elapsed, data: JSON.parse(text).data });
        });
      },
    );
    request.on('error', reject);
  });

/** The CMS's last log lines, printed when a call fails. */
let failureLog = () => '';

const main = async () => {
  installCleanupHandlers();
  const loadBefore = os.loadavg();
  await prepareCms({ compile: !args['skip-compile'] });
  // No lead is sent to the API here: the bot check is off (startBenchCms).
  const { cms, token, database, databaseLabel } = await startBenchCms({ args, tempPrefix: 'vision-bench-stats-' });

  step(`seeding ${leadCount.toLocaleString('en')} leads straight into the database`);
  const seedStarted = Date.now();
  await seedLeads(database, leadCount, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} / ${leadCount.toLocaleString('en')}`),
  );
  process.stdout.write('\n');
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const results = [];
  failureLog = () => cms.logTail(30);
  for (const [name, query] of CASES) {
    const text = typeof query === 'function' ? query() : query;
    step(`${name}: 3 calls not measured, then ${calls}`);
    for (let index = 0; index < 3; index += 1) await timedCall(cms.url, token, text);
    const times = [];
    let data;
    for (let index = 0; index < calls; index += 1) {
      const answer = await timedCall(cms.url, token, text);
      times.push(answer.elapsed);
      data = answer.data;
    }
    times.sort((a, b) => a - b);
    results.push({ name, query: text, times, data });
  }

  printBenchHeader({ title: 'Lead statistics benchmark', cmsPid: cms.pid, loadBefore, databaseLabel });
  console.log(`data      ${leadCount.toLocaleString('en')} leads, seeded in ${fixed(seedSeconds)} s`);
  console.log(`calls     ${calls} per case, one at a time, over HTTP (the time includes the request itself)\n`);
  console.log(
    table([
      ['case', 'query', 'median', 'p95', 'slowest', 'leads counted', 'days'],
      ...results.map(({ name, query, times, data }) => [
        name,
        query || '—',
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        ms(times[times.length - 1]),
        data.total.toLocaleString('en'),
        String(data.byDay.length),
      ]),
    ]),
  );

  const unfiltered = results[0];
  const totalOk = unfiltered.data.total === leadCount;
  const medianOk = percentile(unfiltered.times, 50) <= TARGET_MS;
  console.log(`\nthe unfiltered total is every lead: ${totalOk ? 'yes' : red('NO')}`);
  console.log(`unfiltered median ≤ ${TARGET_MS} ms: ${yesNo(medianOk)}`);

  await cleanup();
  if (!totalOk) process.exit(1);
  if (args.strict && !medianOk) process.exit(2);
};

main().catch(async (error) => {
  console.error(red(error?.stack ?? String(error)));
  if (error?.cause) console.error(error.cause);
  console.error(failureLog());
  await cleanup();
  process.exit(1);
});
