// End-to-end tests of the public site and the admin panel in a real Chromium: the built site (`vite preview`) in front
// of a real CMS process on a fresh SQLite database, with the bot check on against a fake Google
// siteverify on loopback. Prints 'N passed, N failed', exits 1 on any failure, and always stops
// what it started and removes its temp folder. Screenshots go to artifacts/e2e/.
//
//   node scripts/e2e/run.mjs            every scenario
//   node scripts/e2e/run.mjs closed     only scenarios whose id contains "closed"
//   node scripts/e2e/run.mjs draft window   those whose id contains either
//   node scripts/e2e/run.mjs staff-guide --write-guide-images
//                                        the staff guide's screenshots into docs/staff-guide/images/
//                                        (npm run guide:screenshots; otherwise they go to artifacts/)

import { writeFileSync } from 'node:fs';
import { cleanup, installCleanupHandlers } from '../lib/cleanup.mjs';
import { step } from '../lib/print.mjs';
import { ensureChromium, launchChromium } from '../lib/chromium.mjs';
import { runScenarios } from './lib/harness.mjs';
import { startStack } from './lib/stack.mjs';
import closed from './scenarios/closed.mjs';
import draft from './scenarios/draft.mjs';
import emptyPage from './scenarios/empty-page.mjs';
import evaluation from './scenarios/evaluation.mjs';
import fileScan from './scenarios/file-scan.mjs';
import invalidSubmit from './scenarios/invalid-submit.mjs';
import keyboard from './scenarios/keyboard.mjs';
import languages from './scenarios/languages.mjs';
import leadsPanel from './scenarios/leads-panel.mjs';
import mailPreview from './scenarios/mail-preview.mjs';
import panelFields from './scenarios/panel-fields.mjs';
import panelHebrew from './scenarios/panel-hebrew.mjs';
import panelLock from './scenarios/panel-lock.mjs';
import panelRtl from './scenarios/panel-rtl.mjs';
import reviewPanel from './scenarios/review-panel.mjs';
import panelErasure from './scenarios/panel-erasure.mjs';
import panelDataUnchanged from './scenarios/panel-data-unchanged.mjs';
import panelEnglish from './scenarios/panel-english.mjs';
import publishing from './scenarios/publishing.mjs';
import settingsHistory from './scenarios/settings-history.mjs';
import sendLead from './scenarios/send-lead.mjs';
import staffGuide, { WRITE_GUIDE_IMAGES } from './scenarios/staff-guide.mjs';
import submissionWindow from './scenarios/window.mjs';

const ALL = [
  ...emptyPage,
  ...sendLead,
  ...invalidSubmit,
  ...keyboard,
  ...closed,
  ...submissionWindow,
  ...draft,
  ...leadsPanel,
  ...panelLock,
  ...publishing,
  ...settingsHistory,
  ...panelRtl,
  ...panelHebrew,
  ...panelFields,
  ...reviewPanel,
  ...evaluation,
  ...panelErasure,
  ...panelDataUnchanged,
  ...panelEnglish,
  ...fileScan,
  ...mailPreview,
  ...languages,
  ...staffGuide,
];
const args = process.argv.slice(2);
if (args.includes('--write-guide-images')) process.env[WRITE_GUIDE_IMAGES] = '1';
const filters = args.filter((arg) => !arg.startsWith('--'));
const scenarios = filters.length
  ? ALL.filter((scenario) => filters.some((filter) => scenario.id.includes(filter)))
  : ALL;

installCleanupHandlers();
let result = { passed: 0, failed: 0 };
try {
  ensureChromium();
  const stack = await startStack();
  step(`browser scenarios (${scenarios.length}) against ${stack.siteUrl}`);
  const browser = await launchChromium();
  try {
    result = await runScenarios(scenarios, { browser, stack });
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`\nThe end-to-end run could not complete: ${error?.stack ?? error}`);
  result.failed += 1;
} finally {
  await cleanup();
}
const flaky = result.flaky?.length ? `, ${result.flaky.length} of them only on a second try` : '';
console.log(`\ne2e: ${result.passed} passed${flaky}, ${result.failed} failed`);
// `npm test` adds these counts to its total.
if (process.env.E2E_RESULT_FILE) writeFileSync(process.env.E2E_RESULT_FILE, JSON.stringify(result));
process.exit(result.failed > 0 ? 1 : 0);
