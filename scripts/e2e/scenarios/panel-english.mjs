// The panel in English for an account that chose English. A super admin, Hebrew and right to left
// at first, chooses English on the profile page as a person does; the whole panel then reads left
// to right with <html lang="en">, and the project's screens (the home page's widgets, the leads list
// with its columns and filters, a lead's page with its side panels, the audit trail, the Settings
// page, the ranking, the profile page) have no Hebrew in the project's own words: headings, column
// heads, buttons, field labels, menus and dialogs. Choosing Hebrew again on the profile page turns
// the panel back to Hebrew, right to left. An evaluator who chose English reads their queue and the
// scoring view in English. The leads' data stays as it was sent (Hebrew). A Hebrew account's screens
// are the panel-hebrew scenario's. Screenshots of every screen at 1440 and 1024 px.
// The content types' and fields' names are checked too (config/src/panel-fields.ts gives them in
// English); only the accounts' names, the areas' and the criteria's are left out, since they are data.

import assert from 'node:assert/strict';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { openFirstLead, walkScreens } from '../lib/screen-walk.mjs';
import { fetchJson } from '../../lib/json-fetch.mjs';

const LEADS = 'api::lead.lead';
const HEBREW_LETTER = /[\u0590-\u05FF]/;

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

/** The evaluator's first lead in their queue, opened as they do. */
async function openFirstInQueue(page) {
  await page
    .getByRole('link', { name: /^Evaluate proposal/ })
    .first()
    .click();
  await page.waitForURL(/evaluation-queue\/[a-z0-9]+/, { timeout: 60_000 });
}

/**
 * Each screen: its name, its route, what to do there before looking, and whether its chrome is checked.
 * @typedef {[string, string, ((page: import('playwright-core').Page) => Promise<void>) | null, boolean]} Screen
 */

/** @type {Screen[]} */
const SCREENS = [
  ['home', '/admin', null, true],
  ['leads-list', `/admin/content-manager/collection-types/${LEADS}`, null, true],
  ['leads-filters', `/admin/content-manager/collection-types/${LEADS}`, openFilters, true],
  ['lead', `/admin/content-manager/collection-types/${LEADS}`, openFirstLead, true],
  ['audit', '/admin/content-manager/collection-types/api::audit-entry.audit-entry', null, true],
  ['settings-page', '/admin/content-manager/single-types/api::setting.setting?locale=he', null, true],
  ['ranking', '/admin/evaluation-ranking', null, true],
  ['profile', '/admin/me', null, true],
];

/** @type {Screen[]} */
const EVALUATOR_SCREENS = [
  ['queue', '/admin/evaluation-queue', null, true],
  ['scoring', '/admin/evaluation-queue', openFirstInQueue, true],
];

/**
 * Data, not the interface: the accounts' last name (createPanelUser's), the accounts' initials, the
 * areas' names that the Settings page lists as the site's content (the editors write them in the
 * site's language), and the rubric's criteria (a super admin writes them).
 */
const dataNames = async (cmsUrl, adminToken) => {
  const settings = await fetchJson(`${cmsUrl}/api/settings/get`);
  const areas = settings.data.texts[settings.data.lang].areas.map(
    (/** @type {{ label: string }} */ area) => area.label,
  );
  const rubric = await fetchJson(`${cmsUrl}/api/evaluation/rubric`, { token: adminToken });
  const criteria = rubric.data.criteria.flatMap((/** @type {{ name: string, description?: string }} */ criterion) => [
    criterion.name,
    criterion.description ?? '',
  ]);
  // The longest first, so that a name inside another one is taken out after it.
  return ['בדיקה', 'Dב', 'Eב', ...areas, ...criteria].filter(Boolean).sort((a, b) => b.length - a.length);
};

/** Sets an account's interface language as its profile page does (PUT /admin/users/me). */
const chooseEnglish = async (cmsUrl, { email, password }) => {
  const login = await fetchJson(`${cmsUrl}/admin/login`, { method: 'POST', body: { email, password } });
  await fetchJson(`${cmsUrl}/admin/users/me`, {
    method: 'PUT',
    token: login.data.token,
    body: { preferedLanguage: 'en' },
    what: 'the account chose English',
  });
};

/** @param {import('playwright-core').Page} page */
const documentLanguage = (page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * Chooses the interface language on the profile page as a person does: the select named `label`,
 * the language's own name, the save button; then waits for the panel to speak it.
 * @param {import('playwright-core').Page} page
 * @param {string} cmsUrl
 * @param {{ label: string, language: string, save: string, lang: string }} choice
 */
const chooseOnProfile = async (page, cmsUrl, { label, language, save, lang }) => {
  await page.goto(`${cmsUrl}/admin/me`);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: language, exact: true }).click();
  await page.getByRole('button', { name: save, exact: true }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang, { timeout: 60_000 });
};

/**
 * Walks the screens and asserts each is English, left to right, with no Hebrew in its chrome but
 * the data's names.
 * @param {import('playwright-core').Page} page
 * @param {string} cmsUrl
 * @param {Screen[]} screens
 * @param {string[]} names
 * @param {string} shot
 */
const assertEnglishScreens = async (page, cmsUrl, screens, names, shot) => {
  const withoutNames = (text) => names.reduce((rest, name) => rest.split(name).join(''), text);
  const found = [];
  await walkScreens(page, cmsUrl, screens, {
    shot,
    pause: 300,
    read: async ([name, , , checked], width) => {
      assert.deepEqual(await documentLanguage(page), { lang: 'en', dir: 'ltr' }, `${name}: English, left to right`);
      if (!checked) return;
      for (const entry of await page.evaluate(hebrewInChrome, CHROME)) {
        if (HEBREW_LETTER.test(withoutNames(entry.text))) found.push({ screen: `${name}@${width}`, ...entry });
      }
    },
  });
  const listed = [
    ...new Set(
      found.map(({ screen, selector, text }) => `${screen.replace(/@\d+$/, '')} ${selector}: “${text.slice(0, 80)}”`),
    ),
  ];
  assert.equal(listed.length, 0, `Hebrew in the English panel's own words:\n${listed.slice(0, 60).join('\n')}`);
};

export default [
  {
    id: 'panel-english',
    name: 'a super admin who chooses English on the profile page reads the project’s screens in English, left to right, and Hebrew again after choosing it back',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      await sendLead(stack.cms.url, { presenters: 'צוות הבדיקה באנגלית' });
      const account = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'english.reader@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'Dana',
      });
      // A second try finds the account in English already: it starts from Hebrew all the same.
      await signIn(page, stack.cms.url, account);
      if ((await documentLanguage(page)).lang === 'en')
        await chooseOnProfile(page, stack.cms.url, {
          label: 'Interface language',
          language: 'עברית',
          save: 'Save',
          lang: 'he',
        });
      assert.deepEqual(await documentLanguage(page), { lang: 'he', dir: 'rtl' }, 'Hebrew, right to left at first');

      await chooseOnProfile(page, stack.cms.url, {
        label: 'שפת הממשק',
        language: 'English',
        save: 'שמירה',
        lang: 'en',
      });
      assert.deepEqual(await documentLanguage(page), { lang: 'en', dir: 'ltr' }, 'English, left to right at once');
      // The leads list's heads and the project's buttons on it, in English.
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/${LEADS}`);
      for (const heading of ['Reference', 'Area', 'Reviewer'])
        await page.locator('thead').getByText(heading, { exact: true }).first().waitFor({ timeout: 60_000 });

      const names = await dataNames(stack.cms.url, stack.adminToken);
      await assertEnglishScreens(page, stack.cms.url, SCREENS, names, 'english');

      // Back to Hebrew: right to left, the leads list's heads in Hebrew.
      await page.setViewportSize({ width: 1440, height: 900 });
      await chooseOnProfile(page, stack.cms.url, {
        label: 'Interface language',
        language: 'עברית',
        save: 'Save',
        lang: 'he',
      });
      assert.deepEqual(await documentLanguage(page), { lang: 'he', dir: 'rtl' }, 'Hebrew, right to left again');
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/${LEADS}`);
      await page.locator('thead').getByText('אסמכתה', { exact: true }).first().waitFor({ timeout: 60_000 });
      const heads = await page.locator('thead th').allInnerTexts();
      assert.ok(
        heads.filter((head) => head.trim()).every((head) => !/[A-Za-z]{3,}/.test(head)),
        `the Hebrew list's heads: ${heads.join(' | ')}`,
      );
      await page.screenshot({
        path: path.join(ARTIFACTS, 'english-back-to-hebrew-leads-list-1440.png'),
        fullPage: true,
      });
    },
  },
  {
    id: 'panel-english-evaluator',
    name: 'an evaluator who chose English reads their queue and the scoring view in English, left to right, and Hebrew after choosing it',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const reference = await sendLead(stack.cms.url, { presenters: 'צוות ההערכה באנגלית' });
      const account = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'english.evaluator@example.org',
        roleCode: 'evaluator',
        firstname: 'Eli',
      });
      await chooseEnglish(stack.cms.url, account);
      const evaluators = await fetchJson(`${stack.cms.url}/api/evaluation/evaluators`, { token: stack.adminToken });
      const evaluator = evaluators.data.find((/** @type {{ name: string }} */ one) => one.name.startsWith('Eli '));
      assert.ok(evaluator, 'the evaluator is listed');
      const leads = await fetchJson(
        `${stack.cms.url}/content-manager/collection-types/${LEADS}?filters[reference][$eq]=${encodeURIComponent(reference)}`,
        { token: stack.adminToken },
      );
      await fetchJson(`${stack.cms.url}/api/leads/${leads.results[0].documentId}/evaluators`, {
        method: 'POST',
        token: stack.adminToken,
        body: { evaluatorIds: [evaluator.id] },
      });
      await signIn(page, stack.cms.url, account);
      const names = await dataNames(stack.cms.url, stack.adminToken);
      await assertEnglishScreens(page, stack.cms.url, EVALUATOR_SCREENS, [...names, 'Eב'], 'english-evaluator');
      // The scoring view in Hebrew again, for its arrows: back points to the right there.
      await page.setViewportSize({ width: 1440, height: 900 });
      await chooseOnProfile(page, stack.cms.url, {
        label: 'Interface language',
        language: 'עברית',
        save: 'Save',
        lang: 'he',
      });
      await page.goto(`${stack.cms.url}/admin/evaluation-queue`);
      await page
        .getByRole('link', { name: /^הערכת ההצעה/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'חזרה לתור' }).waitFor({ timeout: 60_000 });
      assert.deepEqual(await documentLanguage(page), { lang: 'he', dir: 'rtl' }, 'Hebrew, right to left again');
      await page.screenshot({ path: path.join(ARTIFACTS, 'english-evaluator-back-to-hebrew-scoring-1440.png') });
    },
  },
];
