// The panel in Hebrew and right to left by default: a fresh browser gets a Hebrew sign-in page
// with dir="rtl", a super admin's panel has its main menu on the right and no guided tour,
// marketing banner or marketplace; an account whose owner chose English keeps the English,
// left-to-right panel; the direction turns over both ways as the language changes, without a reload.

import assert from 'node:assert/strict';
import path from 'node:path';
import { createPanelUser, PANEL_PASSWORD, signIn } from '../lib/admin-panel.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';

const LEADS_LIST = '/admin/content-manager/collection-types/api::lead.lead';
const WELCOME = 'ברוכים הבאים לניהול אתר החזון הלאומי';
/** The links and texts of what a quiet panel leaves out (Strapi's own, in any language). */
const MARKETING_LINKS = 'a[href*="market.strapi.io"], a[href*="strapi.io/blog"], a[href*="cloud.strapi.io"]';

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });

const documentDirection = (page) =>
  page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

/** Strapi's main menu: the first <nav> of the page, the one without a label (side menus have one). */
const mainMenu = (page) => page.locator('#strapi nav:not([aria-label])').first();

const loginToken = async (cmsUrl, { email, password }) => {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  const token = body?.data?.token ?? body?.data?.accessToken;
  assert.ok(token, `signed in through the API (${response.status})`);
  return token;
};

export default [
  {
    id: 'panel-rtl-hebrew',
    name: 'a fresh browser opens the panel in Hebrew, right to left, with the menu on the right and no tour or banners',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      // The browser's own requests (the tab's icon) do not reach page.on('response'); the console does.
      const serverErrors = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /status of 5\d\d/.test(message.text())) {
          serverErrors.push(`${message.location().url}: ${message.text()}`);
        }
      });
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByText(WELCOME).waitFor({ timeout: 60_000 });
      assert.deepEqual(await documentDirection(page), { dir: 'rtl', lang: 'he' }, 'the sign-in page is Hebrew, rtl');
      await page.getByRole('button', { name: 'התחברות' }).waitFor();
      await shot(page, 'panel-rtl-sign-in-1440.png');

      const admin = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'rtl.super@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'מירב',
      });
      await signIn(page, stack.cms.url, admin);
      const menu = mainMenu(page);
      await menu.waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: /מירב/ }).waitFor({ timeout: 60_000 });
      assert.deepEqual(await documentDirection(page), { dir: 'rtl', lang: 'he' }, 'the panel is Hebrew, rtl');

      const box = await menu.boundingBox();
      const width = page.viewportSize().width;
      assert.ok(
        box && Math.abs(box.x + box.width - width) <= 2,
        `the main menu is on the right (${JSON.stringify(box)})`,
      );
      assert.ok(box.x > width / 2, 'the main menu does not reach the left half');

      // No guided tour, no "new Media Library" banner, no marketplace, Cloud or blog links.
      assert.equal(await page.locator(MARKETING_LINKS).filter({ visible: true }).count(), 0, 'no marketing links');
      const tour = await page.evaluate(() => JSON.parse(localStorage.getItem('STRAPI_GUIDED_TOUR') ?? '{}'));
      assert.equal(tour.enabled, false, 'the guided tour is switched off');
      await shot(page, 'panel-rtl-home-1440.png');

      // A page of the Content Manager: its title starts on the right, its side menu beside the main one.
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      const title = page.getByRole('heading', { level: 1, name: 'הצעות חזון' });
      await title.waitFor({ timeout: 60_000 });
      const titleBox = await title.boundingBox();
      assert.ok(titleBox.x > width / 2, `the page title starts on the right (${JSON.stringify(titleBox)})`);
      const sideMenu = await page.locator('#strapi nav[aria-label]').first().boundingBox();
      assert.ok(
        sideMenu.x + sideMenu.width <= box.x + 2 && sideMenu.x > width / 2,
        'the side menu is left of the main menu',
      );
      await shot(page, 'panel-rtl-leads-1440.png');

      await page.setViewportSize({ width: 1024, height: 900 });
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByRole('heading', { name: /מירב/ }).waitFor({ timeout: 60_000 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 1024, `no sideways scrolling (${scrollWidth}px wide)`);
      await shot(page, 'panel-rtl-home-1024.png');
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      await page.getByRole('heading', { level: 1, name: 'הצעות חזון' }).waitFor({ timeout: 60_000 });
      await shot(page, 'panel-rtl-leads-1024.png');
      assert.deepEqual(serverErrors, [], 'the CMS answered no request of the panel with a server error');
    },
  },
  {
    id: 'panel-rtl-english',
    name: 'an account whose owner chose English keeps the English, left-to-right panel',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const account = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'english.super@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'דנה',
      });
      // The owner's choice, as the profile page saves it.
      const token = await loginToken(stack.cms.url, { email: account.email, password: PANEL_PASSWORD });
      const saved = await fetch(`${stack.cms.url}/admin/users/me`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ preferedLanguage: 'en' }),
      });
      assert.equal(saved.status, 200, 'the language choice was saved');

      // A fresh browser starts in Hebrew; signing in turns the panel to the account's English.
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByText(WELCOME).waitFor({ timeout: 60_000 });
      assert.equal((await documentDirection(page)).dir, 'rtl');
      await signIn(page, stack.cms.url, account);
      await page.getByRole('heading', { name: 'Hello דנה' }).waitFor({ timeout: 60_000 });
      assert.deepEqual(await documentDirection(page), { dir: 'ltr', lang: 'en' }, 'English, left to right');
      const box = await mainMenu(page).boundingBox();
      assert.ok(box && box.x <= 2, `the main menu is on the left (${JSON.stringify(box)})`);
      await shot(page, 'panel-rtl-english-home-1440.png');

      // Choosing Hebrew on the profile page turns the open panel right to left, without a reload.
      await page.goto(`${stack.cms.url}/admin/me`);
      await page.getByRole('combobox', { name: 'Interface language' }).click();
      await page.getByRole('option', { name: 'עברית' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl', null, { timeout: 15_000 });
      assert.equal((await documentDirection(page)).lang, 'he');
      const turned = await mainMenu(page).boundingBox();
      assert.ok(turned && Math.abs(turned.x + turned.width - 1440) <= 2, 'the main menu moved to the right');
    },
  },
];
