// The Strapi admin panel in the browser: panel accounts with a role, and signing in at /admin.
// (Its build is the CMS's, made by the stack: scripts/lib/workspace.mjs, ensureCmsBuilt.)

import { fetchJson } from '../../lib/json-fetch.mjs';

/** A call to Strapi's admin API (with a token, or none); answers its `data`. */
const adminCall = async (cmsUrl, token, method, route, body) => {
  const json = await fetchJson(`${cmsUrl}${route}`, { method, token, body });
  return json.data ?? json;
};

export const PANEL_PASSWORD = 'E2e-Panel-Passw0rd!';

/** The panel account with this address, if there is one. */
const findPanelUser = async (cmsUrl, superToken, email) => {
  const query = `filters[email][$eq]=${encodeURIComponent(email)}`;
  const page = await adminCall(cmsUrl, superToken, 'GET', `/admin/users?${query}`);
  return page.results?.[0] ?? null;
};

/**
 * A panel account with the role of the given code, invited and registered as Strapi does it. A
 * scenario tried a second time finds the account its first try made: a registered one is used as it
 * is, one left half-made (invited, never registered) is made again.
 */
export const createPanelUser = async (cmsUrl, superToken, { email, roleCode, firstname }) => {
  const existing = await findPanelUser(cmsUrl, superToken, email);
  if (existing?.isActive) return { email, password: PANEL_PASSWORD };
  if (existing) await adminCall(cmsUrl, superToken, 'DELETE', `/admin/users/${existing.id}`);
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
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });
};
