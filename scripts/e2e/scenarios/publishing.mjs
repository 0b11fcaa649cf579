// Editors publish with confidence (issue 22): an Editor changes the hero title and the privacy
// link's text, saves a draft, previews it on the real site (the panel's pane and a new tab, at 375
// and 1440 px) while the public site still shows the old text, publishes, restores the earlier
// version and publishes again. A second Editor's publish from an older page is refused and nothing
// is lost. A Leads manager closes the call with the switch while a draft is pending: the site closes
// at once, and the draft stays a draft.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { setSubmissionsClosed } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { openLanding } from '../lib/landing-page.mjs';

const SETTINGS_UID = 'api::setting.setting';
const SETTINGS_PAGE = `/admin/content-manager/single-types/${SETTINGS_UID}?plugins[i18n][locale]=he`;
const TITLE_LABEL = 'הכותרת הראשית';
const PRIVACY_LABEL = 'טקסט הקישור למדיניות הפרטיות בתחתית העמוד';
const BANNER = 'טיוטה – לא פורסם';
const CONFLICT = /מישהו אחר שמר גרסה חדשה יותר/;

/** Digits, so that the texts stay Hebrew for the screens that look for English words. */
const unique = () => String(randomBytes(2).readUInt16BE(0));

const shot = async (page, name, widths = [1440, 1024]) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const publicSettings = async (stack) =>
  (await fetchJson(`${stack.cms.url}/api/settings/get`, { headers: { 'Cache-Control': 'no-cache' }, what: 'settings' }))
    .data;

const editor = (stack, label) =>
  createPanelUser(stack.cms.url, stack.adminToken, {
    email: `publish.${label}.${unique()}@example.org`,
    roleCode: 'strapi-editor',
    firstname: label === 'a' ? 'עורכת' : 'עורך',
  });

const textField = (page, label) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const openSettings = async (page, stack) => {
  await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
  await textField(page, TITLE_LABEL).waitFor({ timeout: 60_000 });
};

const replaceText = async (page, label, text) => {
  const field = textField(page, label);
  await field.fill(text);
};

/** Clicks a Content Manager action and answers the status of the request it sends. */
const clickAnd = async (page, buttonName, method, urlPart) => {
  const answered = page.waitForResponse(
    (response) => response.request().method() === method && response.url().includes(urlPart),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: buttonName, exact: true }).first().click();
  return (await answered).status();
};
const save = (page) => clickAnd(page, 'שמירה', 'PUT', `/single-types/${SETTINGS_UID}`);
const publish = (page) => clickAnd(page, 'פרסום', 'POST', '/actions/publish');

/** The public page's hero title and privacy link, as a visitor loads it now. */
const visitorSees = async (page, stack) => {
  await openLanding(page, stack.siteUrl);
  const settings = await publicSettings(stack);
  // The page renders what the CMS answers: wait until the heading shows the answer's title.
  await page.getByRole('heading', { level: 1, name: settings.texts.he.topSection.title }).waitFor({ timeout: 60_000 });
  return settings.texts.he.topSection.title;
};

export default [
  {
    id: 'publishing-preview',
    name: 'an Editor saves a draft, previews it on the real site, publishes it, restores the earlier version and publishes again',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack }) => {
      const before = await publicSettings(stack);
      const oldTitle = before.texts.he.topSection.title;
      const draftTitle = `כותרת חדשה לבדיקה ${unique()}`;
      const draftPrivacy = `מדיניות הפרטיות שלנו ${unique()}`;

      await signIn(page, stack.cms.url, await editor(stack, 'a'));
      await openSettings(page, stack);
      await replaceText(page, TITLE_LABEL, draftTitle);
      await replaceText(page, PRIVACY_LABEL, draftPrivacy);
      assert.equal(await save(page), 200, 'the draft is saved');
      assert.equal((await publicSettings(stack)).texts.he.topSection.title, oldTitle, 'a save does not go live');

      // The panel's preview pane: the real site with the draft, at desktop and phone widths.
      await page
        .getByRole('link', { name: 'פתיחת התצוגה המקדימה' })
        .or(page.getByRole('button', { name: 'פתיחת התצוגה המקדימה' }))
        .first()
        .click();
      const frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { level: 1, name: draftTitle }).waitFor({ timeout: 60_000 });
      await frame.getByText(BANNER).first().waitFor();
      await shot(page, 'publishing-preview-pane');
      const device = page.getByRole('combobox', { name: 'בחירת סוג מכשיר' });
      if (await device.count()) {
        await device.click();
        await page.getByRole('option', { name: 'נייד' }).click();
        await frame.getByRole('heading', { level: 1, name: draftTitle }).waitFor();
        await shot(page, 'publishing-preview-pane-phone', [1440]);
      }

      // The same preview in a tab of its own, as "open in a new tab" gives it.
      const previewUrl = await page.locator('iframe').first().getAttribute('src');
      assert.ok(previewUrl?.includes('/preview/') && previewUrl.includes('#token='), `a preview URL (${previewUrl})`);
      // A page of its own per width: a second goto to the same address would only change its fragment.
      for (const width of [375, 1440]) {
        const previewTab = await context.newPage();
        await previewTab.setViewportSize({ width, height: 900 });
        await previewTab.goto(previewUrl);
        await previewTab.getByRole('heading', { level: 1, name: draftTitle }).waitFor({ timeout: 60_000 });
        await previewTab.getByText(BANNER).first().waitFor();
        await previewTab.getByRole('link', { name: draftPrivacy }).first().waitFor();
        assert.match(await previewTab.locator('meta[name="robots"]').getAttribute('content'), /noindex/);
        const address = await previewTab.evaluate(() => window.location.href);
        assert.ok(!address.includes('token='), `the token leaves the address bar (${address})`);
        await previewTab.screenshot({
          path: path.join(ARTIFACTS, `publishing-preview-tab-${width}.png`),
          fullPage: false,
        });
        await previewTab.close();
      }
      const tab = await context.newPage();

      // Meanwhile the public site still shows the published text.
      assert.equal(await visitorSees(tab, stack), oldTitle, 'the visitor still sees the published title');
      await shot(tab, 'publishing-public-before', [1440]);

      // Publish: the visitor's next load shows it.
      await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
      await textField(page, TITLE_LABEL).waitFor({ timeout: 60_000 });
      assert.equal(await publish(page), 200, 'published');
      assert.equal(await visitorSees(tab, stack), draftTitle, 'the visitor sees the published title');
      await tab.getByRole('link', { name: draftPrivacy }).first().waitFor();

      // Restore the version before it as the draft, then publish again: the old text is back.
      const versions = (
        await fetchJson(`${stack.cms.url}/api/settings/versions?locale=he`, {
          token: stack.adminToken,
          what: 'versions',
        })
      ).data;
      assert.ok(
        versions[0].changedFields.includes('topSection.title'),
        'the newest version names the title it changed',
      );
      const restoreTo = versions[1];
      // In the panel's history: "שחזור" on the version before, confirmed in its dialog.
      await page.goto(`${stack.cms.url}/admin/settings-history`);
      // Each language numbers its own versions: the Hebrew one's row.
      const row = page.locator(`tbody tr[data-locale="he"][data-version="${restoreTo.number}"]`);
      await row.waitFor({ timeout: 60_000 });
      await row.getByRole('button', { name: 'שחזור' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      const restored = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/restore'),
      );
      await dialog.getByRole('button', { name: 'שחזור לטיוטה' }).click();
      assert.equal((await restored).status(), 200, 'restored to the draft');
      assert.equal(await visitorSees(tab, stack), draftTitle, 'a restore does not go live by itself');
      await openSettings(page, stack);
      assert.equal(await textField(page, TITLE_LABEL).inputValue(), oldTitle, 'the draft holds the restored title');
      assert.equal(await publish(page), 200, 'published again');
      assert.equal(await visitorSees(tab, stack), oldTitle, 'the visitor sees the restored title');
      await tab.close();
    },
  },
  {
    id: 'publishing-stale',
    name: "a second Editor's publish from an older page is refused, and the newer work stays",
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack }) => {
      const other = await context.browser().newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
      try {
        const pageB = await other.newPage();
        await signIn(page, stack.cms.url, await editor(stack, 'a'));
        await signIn(pageB, stack.cms.url, await editor(stack, 'b'));
        await openSettings(pageB, stack);
        await openSettings(page, stack);

        const titleA = `כותרת של עורכת א ${unique()}`;
        await replaceText(page, TITLE_LABEL, titleA);
        assert.equal(await publish(page), 200, "A's publish");

        await replaceText(pageB, PRIVACY_LABEL, `קישור של עורך ב ${unique()}`);
        assert.equal(await publish(pageB), 409, "B's publish from the older page is refused");
        await pageB.getByText(CONFLICT).first().waitFor({ timeout: 15_000 });
        await shot(pageB, 'publishing-stale-refused');
        assert.equal((await publicSettings(stack)).texts.he.topSection.title, titleA, "A's work stays live");
      } finally {
        await other.close();
      }
    },
  },
  {
    id: 'publishing-switch',
    name: 'a Leads manager closes the call with the switch while a draft is pending: the site closes at once, the draft stays',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      // An Editor's pending draft.
      const pending = `טיוטה שממתינה לפרסום ${unique()}`;
      await signIn(page, stack.cms.url, await editor(stack, 'a'));
      await openSettings(page, stack);
      await replaceText(page, TITLE_LABEL, pending);
      assert.equal(await save(page), 200);

      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: `publish.manager.${unique()}@example.org`,
        roleCode: 'leads-manager',
        firstname: 'מנהלת',
      });
      await page.context().clearCookies();
      await signIn(page, stack.cms.url, manager);
      try {
        await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
        const toggle = page.getByRole('switch', { name: 'סגירת ההגשה' });
        await toggle.waitFor({ timeout: 60_000 });
        assert.equal(
          await page.getByRole('textbox', { name: new RegExp(`^${TITLE_LABEL}`) }).count(),
          0,
          'no texts for a Leads manager',
        );
        await toggle.click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'סגירת ההגשה' }).click();
        assert.equal(await save(page), 200, "the manager's save");
        await shot(page, 'publishing-switch-manager');

        const live = await publicSettings(stack);
        assert.equal(live.general.isClosed, true, 'closed at once');
        assert.notEqual(live.texts.he.topSection.title, pending, 'the pending draft is not published');
        const state = await fetchJson(`${stack.cms.url}/api/settings/publication`, {
          token: stack.adminToken,
          what: 'publication',
        });
        assert.equal(state.data.locales[0].differs, true, 'the draft stays a draft');
      } finally {
        await setSubmissionsClosed(stack.cms.url, stack.adminToken, false);
        // The pending draft goes: the scenarios after this one find the draft as published.
        await fetchJson(`${stack.cms.url}/content-manager/single-types/${SETTINGS_UID}/actions/discard?locale=he`, {
          method: 'POST',
          token: stack.adminToken,
          body: {},
          what: 'discard the draft',
        });
      }
    },
  },
];
