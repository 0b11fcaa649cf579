// Drill: PostgreSQL stopped under load and started again, the CMS left running.
//
// A throwaway cluster (initdb on a free port) and a production CMS on it take 20 concurrent
// submitters; mid-load the server is stopped (`pg_ctl stop -m fast`, which ends every backend,
// also those in the middle of a COMMIT), left down a few seconds, and started again. Checked:
//   - every answer of the whole drill is a 201 or the contract's 503 (never a 500, never no answer);
//   - the first 503 comes within 2 s of the stop, and every request sent while the server is down
//     is answered a JSON 503 with Retry-After within 2 s;
//   - 201s come back within 5 s of the server's return, without restarting the CMS;
//   - afterwards: no lead without its contacts, no contact without its lead, no file without a row,
//     no row without its file, and every 201's reference has its row and its file, with the
//     sha256 of what was sent.
// FAULTS_CONCURRENCY changes the number of submitters; FAULTS_ANSWERS_FILE writes every answer
// (and the CMS log's tail) as JSON, to study a failed run.

import { writeFileSync } from 'node:fs';
import {
  brokenPromises,
  byStatus,
  drillFolder,
  isContract503,
  readStore,
  runDrill,
  seconds,
  some,
  startDrillCms,
  steadyLoad,
  step,
  submitLead,
  verdict,
} from './lib/drill.mjs';
import { startCluster } from './lib/cluster.mjs';

const CONCURRENCY = Number(process.env.FAULTS_CONCURRENCY) || 20;
const LOAD_BEFORE_MS = 4000;
const OUTAGE_MS = 6000;
const LOAD_AFTER_MS = 7000;
const FIRST_503_WITHIN_MS = 2000;
const OUTAGE_ANSWER_WITHIN_MS = 2000;
const RECOVERY_WITHIN_MS = 5000;
/** Files of writes whose outcome was unknown: gone this long after the server's return. */
const SETTLED_WITHIN_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await runDrill(async () => {
  const report = verdict('Fault drill: PostgreSQL stopped under load and restarted');
  const tempDir = drillFolder('postgres');
  step('starting a throwaway PostgreSQL cluster (initdb, pg_ctl)');
  const cluster = await startCluster(tempDir);
  const database = await cluster.createDatabase();
  step(`starting the CMS (strapi start) on ${cluster.version}, port ${cluster.port}`);
  const cms = await startDrillCms({ database, tempDir });

  // One submission first: the CMS answers 201 on a healthy database.
  const warm = await submitLead(cms.url);
  if (warm.status !== 201) throw new Error(`a healthy CMS answered ${warm.status}: ${warm.text}`);

  step(`${CONCURRENCY} concurrent submitters; PostgreSQL stopped after ${LOAD_BEFORE_MS / 1000} s`);
  const load = steadyLoad(cms.url, { concurrency: CONCURRENCY });
  await sleep(LOAD_BEFORE_MS);
  const stopIssued = performance.now() - load.t0;
  await cluster.stop('fast');
  const down = performance.now() - load.t0;
  await sleep(OUTAGE_MS);
  const startIssued = performance.now() - load.t0;
  step(`PostgreSQL down for ${seconds(startIssued - stopIssued)}; starting it again`);
  await cluster.start();
  const up = performance.now() - load.t0;
  await sleep(LOAD_AFTER_MS);
  await load.stop();
  const answers = [warm, ...load.answers];

  // Writes answered 503 with their outcome unknown are settled by the CMS once the database is
  // back (cms/src/lib/database/in-doubt-writes.ts): their files stay until then.
  const atLoadEnd = await readStore(database.url, cms.privateDir);
  let store = atLoadEnd;
  while (store.orphans.length && performance.now() - load.t0 < up + SETTLED_WITHIN_MS) {
    await sleep(250);
    store = await readStore(database.url, cms.privateDir);
  }
  const settledAt = performance.now() - load.t0;

  const counts = byStatus(answers);
  const others = answers.filter(({ status }) => status !== 201 && status !== 503);
  const malformed503 = answers.filter((answer) => answer.status === 503 && !isContract503(answer));
  const first503 = load.answers.filter((answer) => answer.status === 503 && answer.ended > stopIssued)[0];
  const duringOutage = load.answers.filter((answer) => answer.started >= down && answer.ended <= startIssued);
  const outageWrong = duringOutage.filter((answer) => !isContract503(answer) || answer.ms > OUTAGE_ANSWER_WITHIN_MS);
  const slowestOutage = Math.max(0, ...duringOutage.map((answer) => answer.ms));
  const first201After = load.answers
    .filter((answer) => answer.status === 201 && answer.ended > up)
    .sort((a, b) => a.ended - b.ended)[0];
  const acknowledged = new Set(answers.filter(({ status }) => status === 201).map(({ body }) => body?.reference));
  const unacknowledgedRows = store.leads.filter((row) => !acknowledged.has(row.reference));
  const broken = brokenPromises(store, answers);

  report.figure('database', `${cluster.version}, throwaway cluster on port ${cluster.port}`);
  report.figure('requests', answers.length);
  report.figure('201', counts[201] ?? 0);
  report.figure('503', counts[503] ?? 0);
  report.figure(
    'other statuses',
    others.length
      ? Object.entries(byStatus(others))
          .map(([status, n]) => `${status}×${n}`)
          .join(', ')
      : 0,
  );
  report.figure('outage', `${seconds(startIssued - stopIssued)} (stop took ${seconds(down - stopIssued)})`);
  report.figure(
    'time to first 503',
    `${seconds(first503 ? first503.ended - stopIssued : NaN)} after pg_ctl stop was run (${seconds(first503 ? first503.ended - down : NaN)} after it returned)`,
  );
  const medianOutage = duringOutage.map((answer) => answer.ms).sort((a, b) => a - b)[
    Math.floor(duringOutage.length / 2)
  ];
  report.figure(
    'sent while down',
    `${duringOutage.length}, answered in ${seconds(medianOutage)} median, ${seconds(slowestOutage)} slowest`,
  );
  report.figure(
    'time to recover',
    `${seconds(first201After ? first201After.ended - up : NaN)} (first 201 after the return)`,
  );
  report.figure(
    'lead rows',
    `${store.leads.length} (${unacknowledgedRows.length} without a 201: answered 503 or cut off)`,
  );
  report.figure('files', store.files.length);
  report.figure(
    'orphan files',
    `${atLoadEnd.orphans.length} when the load ended, ${store.orphans.length} at ${seconds(settledAt - up)} after the return`,
  );
  report.figure(
    'partial rows',
    `${store.partialRows.length} leads without contacts, ${store.loneContacts} contacts without a lead`,
  );

  report.check('every answer is a 201 or a 503', others.length === 0, some(others.map((a) => `${a.status} ${a.text}`)));
  report.check(
    'every 503 is the contract JSON with Retry-After',
    malformed503.length === 0,
    some(malformed503.map((a) => a.text)),
  );
  report.check(
    `first 503 within ${seconds(FIRST_503_WITHIN_MS)} of the stop`,
    first503 && first503.ended - stopIssued <= FIRST_503_WITHIN_MS,
  );
  report.check('requests were sent while the server was down', duringOutage.length > 0);
  report.check(
    `every request sent while down: JSON 503 with Retry-After within ${seconds(OUTAGE_ANSWER_WITHIN_MS)}`,
    outageWrong.length === 0,
    some(outageWrong.map((a) => `${a.status} after ${seconds(a.ms)} ${a.text}`)),
  );
  report.check(
    `201s again within ${seconds(RECOVERY_WITHIN_MS)} of the server's return, same CMS process`,
    first201After && first201After.ended - up <= RECOVERY_WITHIN_MS,
  );
  report.check('every 201 has its row and its file, same sha256 as sent', broken.length === 0, some(broken));
  report.check('no partial rows', store.partialRows.length === 0 && store.loneContacts === 0);
  report.check(
    'no row without its file',
    store.rowsWithoutFile.length === 0,
    some(store.rowsWithoutFile.map((r) => r.reference)),
  );
  report.check(
    `no orphan files within ${seconds(SETTLED_WITHIN_MS)} of the server's return`,
    store.orphans.length === 0,
    some(store.orphans),
  );
  report.check('no partial or stray files', store.strays.length === 0, some(store.strays));
  if (process.env.FAULTS_ANSWERS_FILE) {
    const log = cms.logTail(400);
    writeFileSync(process.env.FAULTS_ANSWERS_FILE, JSON.stringify({ stopIssued, down, startIssued, up, answers, log }));
  }
  return report.print();
});
