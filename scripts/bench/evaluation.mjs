// `npm run bench:evaluation`: the committee's evaluation at scale (issue 24, "Speed at scale"). Starts
// the real CMS (`strapi start`, NODE_ENV=production) on a fresh database and builds the state of a
// campaign under evaluation:
//
// - N leads, plus `--runs` sets of `--assign` fresh leads (the newest) for the automatic assignment,
//   written straight into Strapi's tables by the leads' seeder (scripts/lib/seed-leads.mjs);
// - `--evaluators` admin accounts with the evaluator role, invited and registered over HTTP as the
//   panel does it (POST /admin/users, POST /admin/register), and a 5-criteria rubric
//   (PUT /api/evaluation/rubric) by the super admin;
// - 3 assignments for each of the N leads, spread evenly over the evaluators, 60 % of them submitted
//   with scores on every criterion and 10 % drafts, with each lead's score_mean, score_count,
//   score_disagreement and score_order, all written in bulk (scripts/lib/seed-evaluation.mjs), the
//   figures computed by the CMS's own rules (config/'s aggregateScores, lib/evaluation/lead-scores);
// - then a few more scores submitted through the API (PUT /api/leads/:id/score, the evaluator's own
//   token) on seeded leads, and the figures the server recomputed from every submitted score of the
//   lead compared with the same rules applied here: the bulk rows read as the server's own.
//
// Then it measures over HTTP, one call at a time (3 unmeasured calls first): an evaluator's queue
// (the first page and the last), the ranking (overall, by area, disputed only, one review status),
// and the automatic assignment (POST /api/evaluation/assign, perLead 3) of each fresh set, selected
// by a date range holding exactly `--assign` leads. Prints the median, p95 and slowest per case and
// whether the targets are met: queue ≤ 100 ms, ranking ≤ 300 ms (medians), assigning 10,000 leads
// ≤ 10 s (every run).
//
//   node scripts/bench/evaluation.mjs [--leads 100000] [--evaluators 30] [--calls 30] [--assign 10000]
//        [--runs 2] [--postgres] [--postgres-url URL] [--skip-compile] [--strict]

import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { cleanup, installCleanupHandlers } from '../lib/cleanup.mjs';
import { prepareCms, startBenchCms } from '../lib/cms.mjs';
import { fixed, ms, red, step, table, yesNo, printBenchHeader } from '../lib/print.mjs';
import { BENCH_RUBRIC, evaluationRows, readSeededLeads, writeEvaluation } from '../lib/seed-evaluation.mjs';
import { seedLeads } from '../lib/seed-leads.mjs';
import { dir } from '../lib/workspace.mjs';

const TARGETS = { queue: 100, ranking: 300, assignSeconds: 10 };
const PER_LEAD = 3;
const PAGE_SIZE = 25;
/** Scores submitted through the API to check the bulk rows against the server's own aggregate. */
const API_CHECKS = 3;

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    evaluators: { type: 'string', default: '30' },
    calls: { type: 'string', default: '30' },
    assign: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '2' },
    postgres: { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
    'skip-compile': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(`Usage: npm run bench:evaluation -- [options]
  --leads N            leads under evaluation, ${PER_LEAD} evaluators each (default 100000)
  --evaluators N       evaluator accounts sharing them evenly (default 30: 10,000 each at 100,000)
  --calls N            measured calls per queue and ranking case (default 30, after 3 unmeasured)
  --assign N           fresh leads per automatic assignment (default 10000), seeded beside the N
  --runs N             automatic assignments measured, each on its own fresh set (default 2)
  --postgres           run on a fresh PostgreSQL database instead of SQLite
  --postgres-url URL   the server to create it on (default $BENCH_POSTGRES_URL or
                       postgres://postgres@127.0.0.1:5432/postgres; loopback only)
  --skip-compile       start the CMS from cms/dist as it is (do not recompile cms/src)
  --strict             exit 2 when a target is missed`);
  process.exit(0);
}

const whole = (name, min) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return value;
};
const leadCount = whole('leads', 1);
const evaluatorCount = whole('evaluators', PER_LEAD);
const calls = whole('calls', 1);
const assignSize = whole('assign', 1);
const runs = whole('runs', 1);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const load1 = () => os.loadavg()[0];

/**
 * One request on a fresh connection, timed to its last byte; answers the time and the parsed body,
 * and fails unless the answer is 2xx. Every call of the benchmark goes this way: a pooled
 * keep-alive socket left idle while the database is seeded may be closing on the server's side
 * when it is reused ("other side closed").
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} request
 * @returns {Promise<{ elapsed: number, body: any }>}
 */
const timedCall = (url, { method = 'GET', token, body }) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299)
            reject(new Error(`${method} ${url} answered ${status}: ${text.slice(0, 500)}`));
          else resolve({ elapsed, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

/** A request's parsed answer, untimed. */
const call = async (url, request) => (await timedCall(url, request)).body;

/** The token an admin route answered with (Strapi names it token or accessToken). */
const tokenIn = (body, what) => {
  const token = body?.data?.token ?? body?.data?.accessToken;
  if (!token) throw new Error(`${what} answered no token: ${JSON.stringify(body).slice(0, 300)}`);
  return /** @type {string} */ (token);
};

/**
 * Evaluator accounts as the panel makes them: invited by the super admin with the role, then
 * registered with a password; answers each one's id, address and token.
 */
const createEvaluators = async (url, superToken, count) => {
  const roles = (await call(`${url}/admin/roles`, { token: superToken })).data;
  const role = roles.find((candidate) => candidate.code === 'evaluator');
  if (!role) throw new Error('no admin role with the code evaluator');
  const password = `Bench-Eval-${Date.now().toString(36)}-Aa1`;
  const evaluators = [];
  for (let index = 1; index <= count; index += 1) {
    const email = `evaluator${index}@bench.example.org`;
    const firstname = `מעריך ${index}`;
    const user = (
      await call(`${url}/admin/users`, {
        method: 'POST',
        token: superToken,
        body: { email, firstname, lastname: 'בדיקה', roles: [role.id] },
      })
    ).data;
    const registered = await call(`${url}/admin/register`, {
      method: 'POST',
      body: { registrationToken: user.registrationToken, userInfo: { firstname, lastname: 'בדיקה', password } },
    });
    evaluators.push({ id: Number(user.id), email, token: tokenIn(registered, 'admin/register') });
  }
  return evaluators;
};

/** Times one case: 3 calls not measured, then `count`; answers the sorted times and the last body. */
const measure = async (name, count, timed) => {
  step(`${name}: 3 calls not measured, then ${count}`);
  const load = load1();
  for (let index = 0; index < 3; index += 1) await timed();
  const times = [];
  let body;
  for (let index = 0; index < count; index += 1) {
    const answer = await timed();
    times.push(answer.elapsed);
    body = answer.body;
  }
  times.sort((a, b) => a - b);
  return { name, times, body, load };
};

/** The CMS's last log lines, printed when a call fails. */
let failureLog = () => '';

const main = async () => {
  installCleanupHandlers();
  const loadBefore = os.loadavg();
  await prepareCms({ compile: !args['skip-compile'] });
  const { aggregateScores } = createRequire(dir('config', 'package.json'))('./dist/cjs/index.js');
  // No lead is sent to the API here: the bot check is off (startBenchCms).
  const { cms, token, database, databaseLabel } = await startBenchCms({ args, tempPrefix: 'vision-bench-eval-' });
  failureLog = () => cms.logTail(30);

  const fresh = runs * assignSize;
  const total = leadCount + fresh;
  step(`seeding ${total.toLocaleString('en')} leads straight into the database (${fresh.toLocaleString('en')} fresh)`);
  const seedStarted = Date.now();
  await seedLeads(database, total, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  );
  process.stdout.write('\n');

  step(`${evaluatorCount} evaluators (POST /admin/users, /admin/register) and the rubric (PUT /api/evaluation/rubric)`);
  const evaluators = await createEvaluators(cms.url, token, evaluatorCount);
  await call(`${cms.url}/api/evaluation/rubric`, { method: 'PUT', token, body: BENCH_RUBRIC });

  const leads = await readSeededLeads(database);
  if (leads.length !== total) throw new Error(`the database holds ${leads.length} leads, not ${total}`);
  const evaluated = leads.slice(0, leadCount);
  step(`${(leadCount * PER_LEAD).toLocaleString('en')} assignments, scores and lead figures, in bulk`);
  const rows = evaluationRows(
    evaluated,
    evaluators.map((evaluator) => evaluator.id),
    PER_LEAD,
    BENCH_RUBRIC.criteria,
  );
  await writeEvaluation(database, rows);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  // A few scores through the API: the server recomputes each lead's figures from every submitted
  // score it holds, the bulk ones included; they must be what the same rules give here.
  step(`${API_CHECKS} scores submitted through PUT /api/leads/:id/score, checked against the bulk rows`);
  const documentIds = new Map(leads.map((lead) => [lead.id, lead.documentId]));
  const byId = new Map(evaluators.map((evaluator) => [evaluator.id, evaluator]));
  /** @type {Map<number, typeof rows.assignments>} */
  const byLead = new Map();
  for (const row of rows.assignments) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
  const submittedOf = (leadId) =>
    (byLead.get(leadId) ?? []).filter((row) => row.state === 'submitted').map((row) => row.scores);
  const open = rows.assignments.filter((row) => row.state === 'assigned' && submittedOf(row.leadId).length > 0);
  let apiChecksOk = true;
  for (const row of open.slice(0, API_CHECKS)) {
    const documentId = documentIds.get(row.leadId);
    const who = byId.get(row.evaluatorId);
    if (!documentId || !who) throw new Error(`no lead ${row.leadId} or evaluator ${row.evaluatorId}`);
    const scores = Object.fromEntries(BENCH_RUBRIC.criteria.map(({ key }, index) => [key, 3 + index]));
    await call(`${cms.url}/api/leads/${documentId}/score`, {
      method: 'PUT',
      token: who.token,
      body: { scores, submit: true },
    });
    const submitted = [...submittedOf(row.leadId), scores];
    const expected = aggregateScores(BENCH_RUBRIC.criteria, submitted);
    const stored = (await call(`${cms.url}/api/leads/${documentId}/scores`, { token })).data;
    const same =
      stored.scoreCount === expected.scoreCount &&
      stored.scoreDisagreement === expected.scoreDisagreement &&
      Math.abs(stored.scoreMean - expected.scoreMean) < 1e-9;
    if (!same) {
      apiChecksOk = false;
      console.error(
        red(`lead ${documentId}: the server holds ${JSON.stringify(stored)}, expected ${JSON.stringify(expected)}`),
      );
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Queue and ranking

  const [evaluator] = evaluators;
  const queueTotal = rows.assignments.filter((row) => row.evaluatorId === evaluator.id).length;
  const lastPage = Math.max(1, Math.ceil(queueTotal / PAGE_SIZE));
  const get = (path, who) => () => timedCall(`${cms.url}${path}`, { token: who });
  const queueCases = [
    await measure(
      'queue, first page',
      calls,
      get(`/api/evaluation/queue?page=1&pageSize=${PAGE_SIZE}`, evaluator.token),
    ),
    await measure(
      `queue, last page (${lastPage})`,
      calls,
      get(`/api/evaluation/queue?page=${lastPage}&pageSize=${PAGE_SIZE}`, evaluator.token),
    ),
  ];
  const rankingCases = [];
  for (const [name, query] of [
    ['ranking', ''],
    ['ranking, one area', '&area=economy'],
    ['ranking, disputed', '&disagreement=true'],
    ['ranking, one status', '&status=shortlisted'],
  ]) {
    rankingCases.push(
      await measure(name, calls, get(`/api/evaluation/ranking?page=1&pageSize=${PAGE_SIZE}${query}`, token)),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // The automatic assignment, each run on its own fresh set (a date range of exactly that set)

  const assignRuns = [];
  for (let run = 0; run < runs; run += 1) {
    const set = leads.slice(leadCount + run * assignSize, leadCount + (run + 1) * assignSize);
    const filters = {
      from: new Date(set[0].createdMs).toISOString(),
      to: new Date(set[set.length - 1].createdMs).toISOString(),
    };
    step(
      `automatic assignment ${run + 1} of ${runs}: ${assignSize.toLocaleString('en')} fresh leads, perLead ${PER_LEAD}`,
    );
    const load = load1();
    const answer = await timedCall(`${cms.url}/api/evaluation/assign`, {
      method: 'POST',
      token,
      body: { filters, perLead: PER_LEAD },
    });
    assignRuns.push({ run: run + 1, seconds: answer.elapsed / 1000, outcome: answer.body.data, load });
  }

  // ---------------------------------------------------------------------------------------------
  // Report

  printBenchHeader({ title: 'Committee evaluation benchmark', cmsPid: cms.pid, loadBefore, databaseLabel });
  const submitted = rows.assignments.filter((row) => row.state === 'submitted').length;
  const disputed = rows.figures.filter((figure) => figure.scoreDisagreement).length;
  console.log(
    `data      ${leadCount.toLocaleString('en')} leads under evaluation + ${fresh.toLocaleString('en')} fresh; ` +
      `${evaluatorCount} evaluators, ${PER_LEAD} per lead (${queueTotal.toLocaleString('en')} in the measured queue); ` +
      `${submitted.toLocaleString('en')} scores submitted (${fixed((100 * submitted) / rows.assignments.length, 0)} %), ` +
      `${disputed.toLocaleString('en')} leads disputed; seeded in ${fixed(seedSeconds)} s`,
  );
  console.log(`calls     ${calls} per case, one at a time, over HTTP (the time includes the request itself)\n`);

  const caseRow = ({ name, times, load }, target, what) => [
    name,
    ms(percentile(times, 50)),
    ms(percentile(times, 95)),
    ms(times[times.length - 1]),
    what,
    fixed(load, 2),
    percentile(times, 50) <= target ? 'MET' : 'NOT MET',
  ];
  console.log(
    table([
      ['case', 'median', 'p95', 'slowest', 'answer', 'load', `target (median)`],
      ...queueCases.map((result) =>
        caseRow(
          result,
          TARGETS.queue,
          `${result.body.data.length} of ${result.body.meta.pagination.total}, ${result.body.meta.progress.done} done`,
        ),
      ),
      ...rankingCases.map((result) =>
        caseRow(result, TARGETS.ranking, `${result.body.data.length} of ${result.body.meta.pagination.total}`),
      ),
    ]),
  );
  console.log();
  console.log(
    table([
      ['automatic assignment', 'seconds', 'assigned', 'leads', 'load'],
      ...assignRuns.map(({ run, seconds, outcome, load }) => [
        `run ${run}`,
        fixed(seconds, 2),
        String(outcome.assigned),
        String(outcome.leads),
        fixed(load, 2),
      ]),
    ]),
  );

  const queueOk = queueCases.every(({ times }) => percentile(times, 50) <= TARGETS.queue);
  const rankingOk = rankingCases.every(({ times }) => percentile(times, 50) <= TARGETS.ranking);
  const assignOk = assignRuns.every(({ seconds }) => seconds <= TARGETS.assignSeconds);
  const countsOk =
    queueCases.every(({ body }) => body.meta.pagination.total === queueTotal) &&
    rankingCases[0].body.meta.pagination.total === total &&
    assignRuns.every(({ outcome }) => outcome.leads === assignSize && outcome.assigned === assignSize * PER_LEAD);
  console.log(
    `\nthe bulk rows read as the server's own (${API_CHECKS} scores through the API): ${apiChecksOk ? 'yes' : red('NO')}`,
  );
  console.log(`every queue, ranking and assignment counted what was seeded: ${countsOk ? 'yes' : red('NO')}`);
  console.log(`queue median ≤ ${TARGETS.queue} ms: ${yesNo(queueOk)}`);
  console.log(`ranking median ≤ ${TARGETS.ranking} ms: ${yesNo(rankingOk)}`);
  console.log(
    `assigning ${assignSize.toLocaleString('en')} leads ≤ ${TARGETS.assignSeconds} s: ${yesNo(assignOk)}` +
      (assignSize === 10_000 ? '' : ' (the target is for 10,000)'),
  );

  await cleanup();
  if (!apiChecksOk || !countsOk) process.exit(1);
  if (args.strict && !(queueOk && rankingOk && assignOk)) process.exit(2);
};

main().catch(async (error) => {
  console.error(red(error?.stack ?? String(error)));
  if (error?.cause) console.error(error.cause);
  console.error(failureLog());
  await cleanup();
  process.exit(1);
});
