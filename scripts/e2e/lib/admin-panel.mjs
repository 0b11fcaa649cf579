// The Strapi admin panel in the browser: its build (cms/dist/build, rebuilt when the panel's
// sources are newer, as the site's is), panel accounts with a role, and signing in at /admin.

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from '../../lib/cms.mjs';
import { step } from '../../lib/print.mjs';
import { runOrFail } from '../../lib/workspace.mjs';

const BUILT = path.join(CMS_DIR, 'dist', 'build', 'index.html');
/** What the panel's bundle is made of: its customisation and the shared texts. */
const SOURCES = ['src/admin', 'package.json', '../config/dist'];

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
};

/** Runs `strapi build` when the built panel is missing or older than its sources. */
export const ensureAdminBuilt = async () => {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(CMS_DIR, source))));
  if (builtAt >= changedAt) return;
  step('building the CMS admin panel (strapi build, a few minutes)');
  await runOrFail('npm', ['run', 'build', '--silent'], { cwd: CMS_DIR, env: { NODE_ENV: 'production' }, quiet: true });
};

const adminCall = async (cmsUrl, token, method, route, body) => {
  const response = await fetch(`${cmsUrl}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data ?? json;
};

export const PANEL_PASSWORD = 'E2e-Panel-Passw0rd!';

/** A panel account with the role of the given code, invited and registered as Strapi does it. */
export const createPanelUser = async (cmsUrl, superToken, { email, roleCode, firstname }) => {
  const roles = await adminCall(cmsUrl, superToken, 'GET', '/admin/roles');
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`no admin role ${roleCode}`);
  const user = await adminCall(cmsUrl, superToken, 'POST', '/admin/users', {
    email,
    firstname,
    lastname: 'בדיקה',
    roles: [role.id],
  });
  await adminCall(cmsUrl, null, 'POST', '/admin/register', {
    registrationToken: user.registrationToken,
    userInfo: { firstname, lastname: 'בדיקה', password: PANEL_PASSWORD },
  });
  return { email, password: PANEL_PASSWORD };
};

/** Signs in on the panel's own login page and waits for the home page. */
export const signIn = async (page, cmsUrl, { email, password }) => {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
};
