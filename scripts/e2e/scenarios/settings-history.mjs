// The texts' history in the panel (issue 22), as an Editor sees it: the Settings page's "מצב הפרסום"
// says the site shows the draft right after a publish, and names the groups that differ once the
// draft changes again; "היסטוריית הטקסטים" lists the versions newest first, compares the newest
// with the one before it (a text and an image changed) side by side, right to left, and "שחזור"
// asks first, in Hebrew. Every screen at 1440 and 1024 px, with no English word on it.
//
// The versions are made as an Editor makes them, through the Content Manager's own API: save the
// draft, publish. captureHistoryScreens is the walk itself, for any run that has versions.

import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { withoutSystemFields } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { latinWordsOnPage } from '../lib/latin-words.mjs';
import { fetchJson } from '../../lib/json-fetch.mjs';

const SETTINGS_UID = 'api::setting.setting';
const SETTINGS_API = `/content-manager/single-types/${SETTINGS_UID}`;
export const SETTINGS_PAGE = `/admin/content-manager/single-types/${SETTINGS_UID}?plugins[i18n][locale]=he`;
export const HISTORY_PAGE = '/admin/settings-history';
const WIDTHS = [1440, 1024];

const EDITOR = { email: 'history.editor@example.org', roleCode: 'strapi-editor', firstname: 'נועה' };

/**
 * Latin words found on each screen, asserted empty at the end.
 * @type {{ screen: string, where: string, text: string }[]}
 */
const latinFound = [];

/**
 * A screenshot of the screen at each width (the file names say which), and its Latin words.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {{ prefix?: string, fullPage?: boolean, element?: import('playwright-core').Locator | null, ignore?: string[] }} [options]
 */
export const capture = async (
  page,
  name,
  { prefix = 'history', fullPage = true, element = null, ignore = [] } = {},
) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const found = await latinWordsOnPage(page, { ignore });
    for (const entry of found) latinFound.push({ screen: `${name}@${width}`, ...entry });
    const file = path.join(ARTIFACTS, `${prefix}-${name}-${width}.png`);
    // Strapi's pages scroll inside their own box, so a long element is shot by itself.
    if (element) await element.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

export const assertNoLatin = (prefix = 'history') => {
  writeFileSync(path.join(ARTIFACTS, `${prefix}-latin-words.json`), JSON.stringify(latinFound, null, 2));
  const listed = [...new Set(latinFound.map(({ screen, where, text }) => `${screen} ${where}: “${text}”`))];
  latinFound.length = 0;
  assert.equal(listed.length, 0, `English on the history screens:\n${listed.slice(0, 60).join('\n')}`);
};

const publicationPanel = (page) => page.locator('[data-publication]');

/** The Settings page's publication state, captured as `name`; `state` is 'same' or 'differs'. */
export const capturePublication = async (page, cmsUrl, state, name, options) => {
  await page.goto(`${cmsUrl}${SETTINGS_PAGE}`);
  const panel = publicationPanel(page);
  await panel.waitFor({ timeout: 60_000 });
  assert.equal(await panel.getAttribute('data-publication'), state);
  if (state === 'differs') await panel.locator('summary').click();
  await panel.scrollIntoViewIfNeeded();
  await capture(page, name, options);
};

/** The history page: the list, the newest version's comparison, the restore dialog (cancelled). */
export const captureHistoryScreens = async (page, cmsUrl, options) => {
  await page.goto(`${cmsUrl}${HISTORY_PAGE}`);
  await page.getByRole('heading', { name: 'היסטוריית הטקסטים', level: 1 }).waitFor({ timeout: 60_000 });
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  // Newest first.
  const numbers = await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-version'))));
  assert.deepEqual(
    numbers,
    [...numbers].sort((a, b) => b - a),
    'the versions are listed newest first',
  );
  await capture(page, 'list', options);

  await rows.first().getByRole('button', { name: 'השוואה' }).click();
  const comparison = page.locator('section[aria-labelledby="version-comparison-title"]');
  await comparison.locator('[data-change]').first().waitFor({ timeout: 60_000 });
  // Right to left: the earlier text ("לפני") is the right-hand column.
  const [before, after] = await comparison
    .locator('[data-change] >> nth=0')
    .locator('p', { hasText: /^(לפני|בגרסה \d+)$/ })
    .evaluateAll((found) => found.map((element) => element.getBoundingClientRect().left));
  assert.ok(before > after, 'the earlier version is on the right');
  // The texts compared are data (a text may name WCAG or an address): only the interface is checked.
  const dataWords = (await comparison.locator('[data-change] [dir]').allInnerTexts()).flatMap((text) =>
    text.split(/[^A-Za-z0-9]+/).filter((word) => /[A-Za-z]/.test(word)),
  );
  await capture(page, 'comparison', { ...options, element: comparison, ignore: dataWords });

  await comparison.getByRole('button', { name: 'שחזור' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('האתר לא ישתנה עד שמישהו יפרסם את הטיוטה', { exact: false }).waitFor();
  await capture(page, 'restore-dialog', { ...options, fullPage: false });
  await dialog.getByRole('button', { name: 'ביטול' }).click();
};

/** The Editor's token, as the panel's sign-in gets it. */
const tokenOf = async (cmsUrl, { email, password }) => {
  const answer = await fetchJson(`${cmsUrl}/admin/login`, { method: 'POST', body: { email, password } });
  return answer.data.token;
};

/** Saves the Settings draft with `change` applied to what is stored, as the panel's Save does. */
const saveDraft = async (cmsUrl, token, change) => {
  const current = await fetchJson(`${cmsUrl}${SETTINGS_API}?locale=he`, { token });
  const data = withoutSystemFields(current.data ?? current);
  await fetchJson(`${cmsUrl}${SETTINGS_API}?locale=he`, { method: 'PUT', token, body: change(data) });
  return data;
};

const publish = (cmsUrl, token) =>
  fetchJson(`${cmsUrl}${SETTINGS_API}/actions/publish?locale=he`, { method: 'POST', token, body: {} });

/** A media field as the Content Manager takes it back: its id. */
const mediaId = (media) => (media && typeof media === 'object' ? media.id : media);

export default [
  {
    id: 'settings-history',
    name: 'an Editor sees what the site lacks of the draft, the texts’ history, a comparison and the restore dialog, in Hebrew',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const cmsUrl = stack.cms.url;
      const editor = await createPanelUser(cmsUrl, stack.adminToken, EDITOR);
      const token = await tokenOf(cmsUrl, editor);

      // Version 1: the seeded texts, published. Version 2: the hero's title and the privacy link's
      // text changed, and the title image swapped for the intro image.
      await publish(cmsUrl, token);
      await saveDraft(cmsUrl, token, (data) => ({
        ...data,
        topSection: { ...data.topSection, title: `${data.topSection.title} – מהדורה חדשה` },
        general: { ...data.general, privacyLink: 'מדיניות הפרטיות שלנו' },
        titleImage: mediaId(data.introImage) ?? mediaId(data.titleImage),
        introImage: mediaId(data.introImage),
      }));
      await publish(cmsUrl, token);

      await signIn(page, cmsUrl, editor);
      await capturePublication(page, cmsUrl, 'same', 'panel-same');

      // A draft the site does not show yet.
      await saveDraft(cmsUrl, token, (data) => ({
        ...data,
        form: { ...data.form, submit: 'שליחת ההצעה עכשיו' },
      }));
      await capturePublication(page, cmsUrl, 'differs', 'panel-differs');

      await captureHistoryScreens(page, cmsUrl);
      assertNoLatin();
    },
  },
];
