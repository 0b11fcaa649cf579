// The panel in English for an account that chose English: a super admin whose interface language
// is English walks the project's screens (the home page's widgets, the leads list with its columns
// and filters, a lead's page with its side panels, the audit trail) and finds no Hebrew in the
// project's own words: headings, column heads, buttons, field labels, menus and dialogs. The
// leads' data stays as it was sent (Hebrew). The document reads left to right. A Hebrew account's
// screens are the panel-hebrew scenario's. Screenshots of every screen at 1440 and 1024 px.
// The content types' and fields' names are checked too (config/src/panel-fields.ts gives them in
// English); only the accounts' names are left out, since they are data.

import assert from 'node:assert/strict';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { openFirstLead, walkScreens } from '../lib/screen-walk.mjs';

const LEADS = 'api::lead.lead';

/** The project's own words on a screen: where the interface names things, not where data shows. */
const CHROME = [
  'h1',
  'h2',
  'h3',
  'h4',
  'thead th',
  'button',
  'label',
  'legend',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="dialog"] h2',
  'nav a',
  'dt',
];

/** Runs in the page: visible texts of the chrome with a Hebrew letter, and where they are. */
const hebrewInChrome = (selectors) => {
  const visible = (element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const found = [];
  for (const selector of selectors) {
    for (const element of document.querySelectorAll(selector)) {
      const text = (element.innerText ?? '').trim();
      if (/[\u0590-\u05FF]/.test(text) && visible(element)) found.push({ selector, text });
    }
  }
  return found;
};

async function openFilters(page) {
  await page.getByRole('button', { name: 'Filters' }).first().click();
  await page.locator('[role="dialog"], [data-radix-popper-content-wrapper]').first().waitFor();
}

/**
 * Each screen: its name, its route, what to do there before looking, and whether its chrome is checked.
 * @type {[string, string, ((page: import('playwright-core').Page) => Promise<void>) | null, boolean][]}
 */
const SCREENS = [
  ['home', '/admin', null, true],
  ['leads-list', `/admin/content-manager/collection-types/${LEADS}`, null, true],
  ['leads-filters', `/admin/content-manager/collection-types/${LEADS}`, openFilters, true],
  ['lead', `/admin/content-manager/collection-types/${LEADS}`, openFirstLead, true],
  ['audit', '/admin/content-manager/collection-types/api::audit-entry.audit-entry', null, true],
  ['settings-page', '/admin/content-manager/single-types/api::setting.setting?locale=he', null, true],
];

/**
 * Data, not the interface: the accounts' last name (createPanelUser's), this account's initials, and
 * the areas' names that the Settings page lists as the site's content (the editors write them in
 * the site's language).
 */
const dataNames = async (cmsUrl) => {
  const settings = await fetch(`${cmsUrl}/api/settings/get`).then((response) => response.json());
  const areas = settings.data.texts[settings.data.lang].areas.map(
    (/** @type {{ label: string }} */ area) => area.label,
  );
  // The longest first, so that a name inside another one is taken out after it.
  return ['בדיקה', 'Dב', ...areas].sort((a, b) => b.length - a.length);
};

/** Sets the account's interface language as its profile page does (PUT /admin/users/me). */
const chooseEnglish = async (cmsUrl, { email, password }) => {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = await login.json();
  const update = await fetch(`${cmsUrl}/admin/users/me`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ preferedLanguage: 'en' }),
  });
  assert.equal(update.status, 200, 'the account chose English');
};

export default [
  {
    id: 'panel-english',
    name: 'a super admin who chose English sees the project’s screens in English, left to right',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      await sendLead(stack.cms.url, { presenters: 'צוות הבדיקה באנגלית' });
      const account = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'english.reader@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'Dana',
      });
      await chooseEnglish(stack.cms.url, account);
      await signIn(page, stack.cms.url, account);

      const names = await dataNames(stack.cms.url);
      const withoutNames = (text) => names.reduce((rest, name) => rest.split(name).join(''), text);
      const found = [];
      await walkScreens(page, stack.cms.url, SCREENS, {
        shot: 'english',
        pause: 300,
        read: async ([name, , , checked], width) => {
          const html = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
          }));
          assert.deepEqual(html, { lang: 'en', dir: 'ltr' }, `${name}: English, left to right`);
          if (!checked) return;
          for (const entry of await page.evaluate(hebrewInChrome, CHROME)) {
            if (/[\u0590-\u05FF]/.test(withoutNames(entry.text))) found.push({ screen: `${name}@${width}`, ...entry });
          }
        },
      });
      const listed = [
        ...new Set(
          found.map(
            ({ screen, selector, text }) => `${screen.replace(/@\d+$/, '')} ${selector}: “${text.slice(0, 80)}”`,
          ),
        ),
      ];
      assert.equal(listed.length, 0, `Hebrew in the English panel's own words:\n${listed.slice(0, 60).join('\n')}`);
    },
  },
];
