// Drill: the CMS killed (SIGKILL, no chance to clean up) in the middle of 1-4 MB uploads, then
// started again.
//
// Submitters send 1-4 MB PDFs in a loop, and a few more send half a file and stall, so that the
// kill certainly finds files half written. After the kill, before the restart: no row without its
// file, and every 201 has its row and its file with the sha256 sent. The start-up sweep removes
// unreferenced files only once they are older than the longest a request may take (another
// instance may still be writing a young one): the drill ages the leftovers past that threshold
// (their mtime set SWEEP_AGE_MS back, as if the restart came that much later) and plants one young
// unreferenced file, as an upload in flight on another instance would be. Checked after the
// restart: every aged leftover swept, the young file kept, no stray partial file, every 201 still
// whole, and the restarted CMS answers 201.

import http from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfBytes } from '../lib/pdf-bytes.cjs';
import { leadForm } from '../lib/valid-lead.cjs';
import { startCluster } from './lib/cluster.mjs';
import {
  brokenPromises,
  byStatus,
  drillEnv,
  drillFolder,
  readStore,
  runDrill,
  some,
  startDrillCms,
  step,
  submitLead,
  verdict,
} from './lib/drill.mjs';

const SUBMITTERS = 6;
const STALLED = 4;
const LOAD_MS = 4000;
/**
 * Past the sweep's age threshold: REQUEST_TIMEOUT_SECONDS + ORPHAN_SWEEP_MARGIN_SECONDS, 3 minutes
 * by default (cms/src/bootstrap/private-attachments.ts). Ageing the files rather than shrinking the
 * threshold keeps the young file young however long the restart takes on a busy machine.
 */
const SWEEP_AGE_MS = 20 * 60 * 1000;
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the first half of a lead with a `size`-byte file and then nothing more (until the socket dies). */
const stalledUpload = (url, size) =>
  new Promise((resolve) => {
    const form = leadForm(pdfBytes(size));
    const body = form.body(`drill-${randomBytes(8).toString('hex')}`);
    const request = http.request(`${url}/api/leads/create`, {
      method: 'POST',
      headers: { 'Content-Type': form.contentType, 'Content-Length': body.length },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode });
    });
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve({ status: 0, text: error.code }));
    request.write(body.subarray(0, Math.floor(body.length / 2)));
  });

await runDrill(async () => {
  const report = verdict('Fault drill: the CMS killed with SIGKILL during 1-4 MB uploads, then restarted');
  const tempDir = drillFolder('sigkill');
  step('starting a throwaway PostgreSQL cluster (initdb, pg_ctl)');
  const cluster = await startCluster(tempDir);
  const database = await cluster.createDatabase();
  const env = drillEnv();
  step('starting the CMS (strapi start)');
  let cms = await startDrillCms({ database, tempDir, env });
  const privateDir = cms.privateDir;

  step(`${SUBMITTERS} submitters of 1-4 MB files and ${STALLED} stalled uploads; SIGKILL after ${LOAD_MS / 1000} s`);
  const answers = [];
  let running = true;
  const submitters = Array.from({ length: SUBMITTERS }, async () => {
    while (running) {
      const answer = await submitLead(cms.url, { size: randomInt(MB, 4 * MB + 1) });
      answers.push(answer);
      if (answer.status === 0) break; // the CMS is gone
    }
  });
  const stalled = Array.from({ length: STALLED }, () => stalledUpload(cms.url, randomInt(2 * MB, 4 * MB + 1)));
  await sleep(LOAD_MS);
  process.kill(-cms.pid, 'SIGKILL');
  running = false;
  await Promise.all([...submitters, ...stalled]);
  await cms.stop(); // already dead: only waits for the exit to be seen

  const killed = await readStore(database.url, privateDir);
  const brokenBefore = brokenPromises(killed, answers);

  // Time passes (the leftovers age past the sweep's threshold); an upload on another instance starts.
  const past = new Date(Date.now() - SWEEP_AGE_MS);
  for (const name of killed.files) utimesSync(path.join(privateDir, name), past, past);
  const young = randomBytes(16).toString('hex');
  writeFileSync(path.join(privateDir, young), pdfBytes(MB).subarray(0, MB / 2));

  step('starting the CMS again on the same database and storage');
  cms = await startDrillCms({ database, tempDir, env });
  const after = await readStore(database.url, privateDir);
  const brokenAfter = brokenPromises(after, answers);
  const fresh = await submitLead(cms.url, { size: 2 * MB });
  const swept = after.orphans.filter((name) => name !== young);

  const counts = byStatus(answers);
  report.figure('database', `${cluster.version}, throwaway cluster on port ${cluster.port}`);
  report.figure('requests', `${answers.length} complete-file submissions + ${STALLED} stalled uploads`);
  report.figure('201', counts[201] ?? 0);
  report.figure('no answer (killed)', (counts[0] ?? 0) + STALLED);
  report.figure(
    'other statuses',
    Object.entries(counts)
      .filter(([status]) => !['0', '201'].includes(status))
      .map(([status, n]) => `${status}×${n}`)
      .join(', ') || 0,
  );
  report.figure(
    'after the kill',
    `${killed.leads.length} rows, ${killed.files.length} files, ${killed.orphans.length} files without a row`,
  );
  report.figure(
    'after the restart',
    `${after.leads.length} rows, ${after.files.length} files, ${swept.length} orphans left, young file ${after.files.includes(young) ? 'kept' : 'removed'}`,
  );
  report.figure('first 201 after restart', fresh.status === 201 ? 'yes' : `no (${fresh.status} ${fresh.text})`);

  const unexpected = answers.filter(({ status }) => status !== 201 && status !== 0);
  report.check(
    'before the kill every answer was a 201',
    unexpected.length === 0,
    some(unexpected.map((a) => `${a.status} ${a.text}`)),
  );
  report.check('some submissions were acknowledged before the kill', (counts[201] ?? 0) > 0);
  report.check('the kill left files without a row (the drill tested something)', killed.orphans.length > 0);
  report.check(
    'after the kill: no row without its file',
    killed.rowsWithoutFile.length === 0,
    some(killed.rowsWithoutFile.map((r) => r.reference)),
  );
  report.check(
    'after the kill: every 201 has its row and file, same sha256',
    brokenBefore.length === 0,
    some(brokenBefore),
  );
  report.check('after the kill: no partial rows', killed.partialRows.length === 0 && killed.loneContacts === 0);
  report.check('the start swept every aged file without a row', swept.length === 0, some(swept));
  report.check('the start kept a young file (an upload in flight elsewhere)', after.files.includes(young));
  report.check('no partial or stray files after the start', after.strays.length === 0, some(after.strays));
  report.check('after the restart: no row without its file', after.rowsWithoutFile.length === 0);
  report.check(
    'after the restart: every 201 has its row and file, same sha256',
    brokenAfter.length === 0,
    some(brokenAfter),
  );
  report.check('the restarted CMS answers 201', fresh.status === 201, `${fresh.status} ${fresh.text}`);
  return report.print();
});
