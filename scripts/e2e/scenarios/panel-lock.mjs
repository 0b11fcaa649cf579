// No silent lost update in the panel: two Editors have the site's settings open; A closes
// submissions and saves; B, whose page was opened before, edits an unrelated text and saves. B's
// save is refused with a Hebrew message offering to reload, A's change stays (in the CMS and on
// the site's API), and B's reload shows it. The settings are put back afterwards.

import assert from 'node:assert/strict';
import path from 'node:path';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';

const SETTINGS_UID = 'api::setting.setting';
const SETTINGS_PAGE = `/admin/content-manager/single-types/${SETTINGS_UID}?plugins[i18n][locale]=he`;
const SETTINGS_API = `/content-manager/single-types/${SETTINGS_UID}?locale=he`;
const TITLE_LABEL = 'הכותרת הראשית';
const B_TITLE = 'כותרת מעריכה שנפתחה קודם';

const adminCall = async (stack, method, body) =>
  (
    await fetchJson(`${stack.cms.url}${SETTINGS_API}`, {
      method,
      token: stack.adminToken,
      body,
      what: `${method} settings`,
    })
  ).data;

/** The open/closed control, whatever its label says about the current state. */
const closedSwitch = (page) =>
  page.getByRole('checkbox', { name: /ההגשה/ }).or(page.getByRole('switch', { name: /ההגשה/ }));
const isClosedShown = (page) => closedSwitch(page).isChecked();
const titleField = (page) => page.getByRole('textbox', { name: new RegExp(`^${TITLE_LABEL}`) });
const saveButton = (page) => page.getByRole('button', { name: /^(שמירה|שמור|Save)$/ });

const openSettings = async (page, stack) => {
  await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
  await closedSwitch(page).waitFor({ timeout: 60_000 });
  await titleField(page).waitFor({ timeout: 60_000 });
};

/** Clicks Save and answers the status of the Content Manager's PUT; confirms a dialog if one asks. */
const save = async (page) => {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/single-types/${SETTINGS_UID}`),
    { timeout: 60_000 },
  );
  await saveButton(page).click();
  return (await answered).status();
};

const closeSubmissions = async (page) => {
  await closedSwitch(page).click();
  // Closing may ask for confirmation in a dialog: confirm it if one appears.
  const dialog = page.getByRole('alertdialog');
  const appeared = await dialog
    .waitFor({ timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!appeared) return;
  const confirm = dialog.getByRole('button').filter({ hasNotText: /ביטול|Cancel|^לא/ });
  await confirm.last().click();
  await dialog.waitFor({ state: 'hidden' });
};

const siteIsClosed = async (stack, expected) => {
  // The site's settings answer from a copy refreshed after every save; allow it a moment.
  const deadline = Date.now() + 10_000;
  let last;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.cms.url}/api/settings/get`, { headers: { 'Cache-Control': 'no-cache' } });
    last = (await response.json()).data?.general?.isClosed;
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  assert.equal(last, expected, 'the site sees the isClosed of the save that won');
};

/** Waits until `read()` answers `expected` (the form refreshes when the refetched document arrives). */
const expectValue = async (read, expected, message) => {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  assert.equal(last, expected, message);
};

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: false });

export default [
  {
    id: 'panel-lock',
    name: 'an Editor whose Settings page is older than a colleague’s save is refused, and the colleague’s change stays',
    viewport: { width: 1440, height: 900 },
    run: async ({ page: pageA, context, stack }) => {
      const original = await adminCall(stack, 'GET');
      const [accountA, accountB] = await Promise.all([
        createPanelUser(stack.cms.url, stack.adminToken, {
          email: 'lock.editor.a@example.org',
          roleCode: 'strapi-editor',
          firstname: 'עורכת',
        }),
        createPanelUser(stack.cms.url, stack.adminToken, {
          email: 'lock.editor.b@example.org',
          roleCode: 'strapi-editor',
          firstname: 'עורך',
        }),
      ]);
      const contextB = await context.browser().newContext({ viewport: { width: 1440, height: 900 }, locale: 'he-IL' });
      try {
        const pageB = await contextB.newPage();
        for (const page of [pageA, pageB])
          page.on('response', (response) => {
            if (response.status() >= 500) console.log(`      (server error ${response.status()} on ${response.url()})`);
          });
        await Promise.all([signIn(pageA, stack.cms.url, accountA), signIn(pageB, stack.cms.url, accountB)]);
        await openSettings(pageA, stack);
        await openSettings(pageB, stack); // opened before A's save
        assert.equal(await isClosedShown(pageB), false, 'submissions start open');

        await closeSubmissions(pageA);
        assert.equal(await save(pageA), 200, 'A’s save is applied');
        assert.equal((await adminCall(stack, 'GET')).isClosed, true);

        await titleField(pageB).fill(B_TITLE);
        assert.equal(await save(pageB), 409, 'B’s save, based on the older version, is refused');
        const refusal = pageB.getByRole('alertdialog').filter({ hasText: 'השמירה לא בוצעה' });
        await refusal.waitFor({ timeout: 10_000 });
        await refusal.getByText('מישהו אחר שמר גרסה חדשה יותר').waitFor();
        const reload = refusal.getByRole('button', { name: 'טעינה מחדש' });
        await reload.waitFor();
        await shot(pageB, 'panel-lock-refused-1440.png');
        await pageB.setViewportSize({ width: 1024, height: 768 });
        await shot(pageB, 'panel-lock-refused-1024.png');

        const stored = await adminCall(stack, 'GET');
        assert.equal(stored.isClosed, true, 'A’s closing stays');
        assert.equal(stored.topSection.title, original.topSection.title, 'B’s text was not applied');
        await siteIsClosed(stack, true);

        // Reloading fetches the stored document again (Strapi also refetches it after a failed save,
        // so the form may already show it), and the form shows A's version without B's edit.
        const refetched = pageB.waitForResponse(
          (response) => response.request().method() === 'GET' && response.url().includes(SETTINGS_API.split('?')[0]),
        );
        await reload.click();
        await refetched;
        await refusal.waitFor({ state: 'hidden' });
        await expectValue(
          () => titleField(pageB).inputValue(),
          original.topSection.title,
          'B’s reload shows the stored title',
        );
        await expectValue(() => isClosedShown(pageB), true, 'B’s reload shows A’s closing');
        await shot(pageB, 'panel-lock-reloaded-1024.png');
      } finally {
        await contextB.close().catch(() => undefined);
        const now = await adminCall(stack, 'GET');
        await adminCall(stack, 'PUT', {
          isClosed: original.isClosed,
          topSection: { ...now.topSection, title: original.topSection.title },
        });
      }
    },
  },
];
