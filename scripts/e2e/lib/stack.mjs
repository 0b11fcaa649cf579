// Everything a browser test needs, started for one run and undone by cleanup(): a temp folder,
// the fake reCAPTCHA siteverify, a real SMTP server on loopback (scripts/lib/smtp-catcher.cjs) and a
// real clamd with the repository's test signatures (scripts/lib/clamd.cjs: files download once clean),
// the real CMS (`strapi start`) on a fresh SQLite
// database in that folder with the bot check on, and `vite preview` of the built site in front
// of it; the CMS serves the built admin panel at /admin. The CMS starter and the fake are the
// benchmarks' (scripts/lib), shared on purpose.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from '../../lib/cleanup.mjs';
import { freePort, registerSuperAdminAccount, sqliteDatabase, startCms } from '../../lib/cms.mjs';
import { startFakeSiteverifyProcess } from '../../lib/fake-siteverify.cjs';
import { step } from '../../lib/print.mjs';
import { startSmtpCatcher } from '../../lib/smtp-catcher.cjs';
import { ensureCmsBuilt, ensureReady } from '../../lib/workspace.mjs';
import { hasClamd, startClamd } from '../../lib/clamd.cjs';
import { ensureSiteBuilt, startPreview } from './site.mjs';

/** The public key the CMS hands the site; any value works against the fake siteverify. */
export const E2E_SITE_KEY = 'e2e-public-site-key';
const E2E_SECRET = 'e2e-recaptcha-secret';

/**
 * botCheck: false starts the CMS without a reCAPTCHA secret or site key (the site then sends the
 * 'development' token and loads no Google script), as the Lighthouse run wants it.
 */
export const startStack = async ({ botCheck = true } = {}) => {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'vision-e2e-'));
  const removeTemp = () => rmSync(tempDir, { recursive: true, force: true });
  onCleanup(`remove ${tempDir}`, async () => removeTemp(), removeTemp);

  // What runs is what is checked out: the CMS (server code and admin panel) is built when its
  // sources changed since its last build, by the rule `npm start` uses; config/ first, which both
  // builds read. With CMS_PREPARED (npm test, which has just built it) the CMS is not built again.
  await ensureReady();
  await Promise.all([process.env.CMS_PREPARED ? null : ensureCmsBuilt(), ensureSiteBuilt()]);

  let recaptchaEnv = {};
  let siteverify = null;
  if (botCheck) {
    siteverify = await startFakeSiteverifyProcess();
    onCleanup('stop the fake siteverify', siteverify.stop, siteverify.killNow);
    recaptchaEnv = {
      RECAPTCHA_SECRET: E2E_SECRET,
      RECAPTCHA_SITE_KEY: E2E_SITE_KEY,
      RECAPTCHA_VERIFY_URL: siteverify.url,
    };
  }

  // The CMS's e-mail goes to a real SMTP server on loopback, where the scenarios read it.
  const smtp = await startSmtpCatcher();
  onCleanup('stop the SMTP catcher', smtp.stop, () => undefined);
  const { PUBLIC_URL: _unused, ...smtpEnv } = smtp.env();

  // Every lead's file is scanned before it downloads: a real clamd where one is installed (npm test
  // requires it), else the CMS runs without a scanner and no file downloads.
  let clamdEnv = {};
  /** @type {Awaited<ReturnType<typeof startClamd>> | null} */
  let clamd = null;
  if (hasClamd()) {
    clamd = await startClamd();
    onCleanup('stop clamd', clamd.remove, () => undefined);
    clamdEnv = { ...clamd.env, FILE_SCAN_INTERVAL_MS: '500' };
  }

  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  step('starting the CMS (strapi start, fresh SQLite database)');
  const cms = await startCms({
    database: sqliteDatabase(tempDir),
    tempDir,
    // production: the bot check cannot be off by accident, as on the real site.
    nodeEnv: botCheck ? 'production' : 'development',
    // Every scenario sends its leads from 127.0.0.1: the default 20 per 10 minutes ran out when the
    // whole run was quick (the limit itself is tested in the CMS suite, lead-create-rate-limit.test.ts).
    env: {
      ...recaptchaEnv,
      ...smtpEnv,
      ...clamdEnv,
      SITE_URL: siteUrl,
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT_MAX: '1000',
    },
  });
  step(`starting vite preview on ${siteUrl} (CMS at ${cms.url})`);
  const site = await startPreview({ port: sitePort, cmsUrl: cms.url, logFile: path.join(tempDir, 'preview.log') });
  const admin = await registerSuperAdminAccount(cms.url);
  let signedInAt = Date.now();
  const stack = {
    tempDir,
    cms,
    site,
    siteUrl: site.url,
    siteverify,
    smtp,
    clamd,
    adminToken: admin.token,
    /** A new super admin token before this one nears its 30 minutes (the run calls it before each scenario). */
    async renewAdminToken() {
      if (Date.now() - signedInAt < 15 * 60_000) return;
      stack.adminToken = await admin.signIn();
      signedInAt = Date.now();
    },
  };
  return stack;
};
