// Drill: Google's reCAPTCHA siteverify slow (takes the request, never answers) and down (nothing
// listens), the CMS running with the bot check on in production.
//
// A stand-in siteverify on loopback answers normally first (201s), then goes slow, then down, then
// comes back. Checked for each fault: every submission is answered the contract's 503
// BOT_CHECK_UNAVAILABLE with Retry-After, within the CMS's siteverify timeout plus a margin (a
// visitor never waits on Google without end), and nothing is stored: no row, no file, no partial
// file. After the fault: 201s again, without restarting the CMS.

import { startFakeSiteverify } from '../lib/fake-siteverify.cjs';
import { startCluster } from './lib/cluster.mjs';
import {
  byStatus,
  drillEnv,
  drillFolder,
  isContract503,
  readStore,
  runDrill,
  seconds,
  some,
  startDrillCms,
  step,
  submitLead,
  verdict,
} from './lib/drill.mjs';

const TIMEOUT_MS = 3000; // RECAPTCHA_TIMEOUT_MS, the CMS's default
const MARGIN_MS = 2000;
const PARALLEL = 10;
const SIZE = 1024 * 1024;

await runDrill(async () => {
  const report = verdict('Fault drill: reCAPTCHA siteverify slow and down');
  const tempDir = drillFolder('siteverify');
  const fake = await startFakeSiteverify();
  step('starting a throwaway PostgreSQL cluster (initdb, pg_ctl)');
  const cluster = await startCluster(tempDir);
  const database = await cluster.createDatabase();
  step('starting the CMS (strapi start) with the bot check on');
  const env = drillEnv({
    RECAPTCHA_DISABLED: 'false',
    RECAPTCHA_SECRET: 'drill-secret',
    RECAPTCHA_SITE_KEY: 'drill-site-key',
    RECAPTCHA_VERIFY_URL: fake.url,
    RECAPTCHA_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const cms = await startDrillCms({ database, tempDir, env });

  const burst = () => Promise.all(Array.from({ length: PARALLEL }, () => submitLead(cms.url, { size: SIZE })));
  report.figure('database', `${cluster.version}, throwaway cluster on port ${cluster.port}`);
  report.figure('siteverify timeout', `${TIMEOUT_MS} ms (RECAPTCHA_TIMEOUT_MS)`);

  const before = await burst();
  report.check(
    'siteverify normal: 201s',
    before.every(({ status }) => status === 201),
    some(before.map((a) => a.status)),
  );
  let stored = await readStore(database.url, cms.privateDir);

  for (const mode of /** @type {const} */ (['slow', 'down'])) {
    step(`siteverify ${mode}: ${PARALLEL} submissions of 1 MB`);
    await fake.setMode(mode);
    const answers = await burst();
    const after = await readStore(database.url, cms.privateDir);
    const wrong = answers.filter((answer) => !isContract503(answer, 'BOT_CHECK_UNAVAILABLE'));
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    const counts = byStatus(answers);
    report.figure(
      `siteverify ${mode}`,
      `${answers.length} requests: ${Object.entries(counts)
        .map(([status, n]) => `${status}×${n}`)
        .join(
          ', ',
        )}; slowest ${seconds(slowest)}; rows ${stored.leads.length}→${after.leads.length}, files ${stored.files.length}→${after.files.length}`,
    );
    report.check(
      `siteverify ${mode}: every answer a JSON 503 BOT_CHECK_UNAVAILABLE with Retry-After`,
      wrong.length === 0,
      some(wrong.map((a) => `${a.status} ${a.text}`)),
    );
    report.check(
      `siteverify ${mode}: answered within ${seconds(TIMEOUT_MS + MARGIN_MS)}`,
      slowest <= TIMEOUT_MS + MARGIN_MS,
      seconds(slowest),
    );
    report.check(
      `siteverify ${mode}: nothing stored (no row, no file, no partial file)`,
      after.leads.length === stored.leads.length &&
        after.quarantined.length === stored.quarantined.length &&
        after.files.length === stored.files.length &&
        after.strays.length === 0,
    );
    stored = after;
  }

  await fake.setMode('normal');
  const recovered = await burst();
  await fake.stop();
  const final = await readStore(database.url, cms.privateDir);
  report.check(
    'siteverify back: 201s again, same CMS process',
    recovered.every(({ status }) => status === 201),
  );
  report.check(
    'no orphan files, no row without its file',
    final.orphans.length === 0 && final.rowsWithoutFile.length === 0,
  );
  report.figure('rows / files at the end', `${final.leads.length} / ${final.files.length}`);
  return report.print();
});
