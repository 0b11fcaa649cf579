// Everything a browser test needs, started for one run and undone by cleanup(): a temp folder,
// the fake reCAPTCHA siteverify and a real SMTP server on loopback (scripts/lib/smtp-catcher.cjs),
// the real CMS (`strapi start`) on a fresh SQLite
// database in that folder with the bot check on, and `vite preview` of the built site in front
// of it; the CMS serves the built admin panel at /admin. The CMS starter and the fake are the
// benchmarks' (scripts/bench/lib), shared on purpose.

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from '../../lib/cleanup.mjs';
import { prepareCms, registerSuperAdmin, sqliteDatabase, startCms } from '../../lib/cms.mjs';
import { startFakeSiteverify } from '../../lib/fake-siteverify.mjs';
import { step } from '../../lib/print.mjs';
import { freePort } from '../../lib/cms.mjs';
import { ensureSiteBuilt, startPreview } from './site.mjs';
import { ensureAdminBuilt } from './admin-panel.mjs';

const { startSmtpCatcher } = createRequire(import.meta.url)('../../lib/smtp-catcher.cjs');

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

  // The panel scenarios need the current admin build; `strapi build` also compiles the server.
  await ensureAdminBuilt();
  await Promise.all([prepareCms(), ensureSiteBuilt()]);

  let recaptchaEnv = {};
  let siteverify = null;
  if (botCheck) {
    siteverify = await startFakeSiteverify();
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

  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  step('starting the CMS (strapi start, fresh SQLite database)');
  const cms = await startCms({
    database: sqliteDatabase(tempDir),
    tempDir,
    // production: the bot check cannot be off by accident, as on the real site.
    nodeEnv: botCheck ? 'production' : 'development',
    env: { ...recaptchaEnv, ...smtpEnv, SITE_URL: siteUrl, LOG_LEVEL: 'warn' },
  });
  step(`starting vite preview on ${siteUrl} (CMS at ${cms.url})`);
  const site = await startPreview({ port: sitePort, cmsUrl: cms.url, logFile: path.join(tempDir, 'preview.log') });
  const adminToken = await registerSuperAdmin(cms.url);
  return { tempDir, cms, site, siteUrl: site.url, siteverify, smtp, adminToken };
};
