// No raw values and no internal fields in the panel (issue 12): a Leads manager reads a lead as a
// record (the area by its Hebrew name, no Save, no preview box, contacts without add, delete or
// drag controls, no storage field anywhere), filters the list by area with Hebrew choices and a
// chip that names the area; an Editor finds the Settings page titled "תוכן האתר" and closes the
// submissions with its switch, which asks first, and the public settings say so.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead as sendPublicLead, setSubmissionsClosed, writeQuarantinedAttempt } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS } from '../lib/landing-page.mjs';

const LEADS_LIST = '/admin/content-manager/collection-types/api::lead.lead';
const SETTINGS_PAGE = '/admin/content-manager/single-types/api::setting.setting';
const AREA = 'lawAndJustice';
const AREA_LABEL = AREAS.find((area) => area.key === AREA).label;
const PRESENTERS = 'צוות בדיקת השדות';
const INTERNAL_NAMES = [
  'attachmentKey',
  'attachmentSha256',
  'contactsSnapshot',
  'contactsCells',
  'idempotencyKey',
  'documentId',
  'updatedAt',
  'SHA-256',
];
const SAVE = /^(Save|שמירה)$/;

/** The lead this scenario reads: two contacts, in its own area. */
const sendLead = (cmsUrl) =>
  sendPublicLead(cmsUrl, {
    presenters: PRESENTERS,
    area: AREA,
    contacts: [
      { fullName: 'דנה לוי', role: 'יוזמת', phoneNumber: '0501234567', email: 'dana.levi@example.org' },
      { fullName: 'עומר כץ', role: 'שותף', phoneNumber: '0527654321', email: 'omer.katz@example.org' },
    ],
  });

/** A full-page screenshot at 1440 and at 1024 pixels wide. */
const shots = async (page, name) => {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Picks an option of a select, opening its list if a resize closed it. */
const chooseOption = async (page, select, name) => {
  const option = page.getByRole('option', { name, exact: true });
  if (!(await option.isVisible())) await select.click();
  await option.scrollIntoViewIfNeeded();
  await option.click();
};

const visibleText = (page) => page.locator('body').innerText();

const isClosedNow = async (cmsUrl) => {
  const response = await fetch(`${cmsUrl}/api/settings/get`, { headers: { 'Cache-Control': 'no-cache' } });
  return (await response.json()).data.general.isClosed;
};

const waitForClosed = async (cmsUrl, expected) => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await isClosedNow(cmsUrl)) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`GET /api/settings/get never said isClosed ${expected}`);
};

/** Closes the submissions with the switch (which asks first), saves, then opens them again. */
const closeAndOpenWithTheSwitch = async (page, stack) => {
  await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
  await page.getByRole('heading', { level: 1, name: 'תוכן האתר' }).waitFor({ timeout: 60_000 });
  const toggle = page.getByRole('switch', { name: 'סגירת ההגשה' });
  await toggle.waitFor();
  assert.equal(await toggle.isChecked(), false, 'the switch is off while the submissions are open');
  await page.getByText('ההגשה פתוחה', { exact: true }).waitFor();
  await shots(page, 'panel-fields-settings');

  await toggle.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(/לסגור את ההגשה\?/).waitFor();
  await shots(page, 'panel-fields-settings-confirm');
  await dialog.getByRole('button', { name: 'סגירת ההגשה' }).click();
  await page.getByText('ההגשה סגורה', { exact: true }).waitFor();
  assert.equal(await toggle.isChecked(), true, 'the switch is on once closed');
  await page.getByRole('button', { name: SAVE }).click();
  await waitForClosed(stack.cms.url, true);
  await shots(page, 'panel-fields-settings-closed');

  // The page loaded again shows the call closed, as saved. Opening again needs no confirmation;
  // the site is left as it was found. (Loaded afresh: right after a save the edit view refetches
  // the document and resets its form, and a click in that moment could be lost.)
  await page.reload();
  await toggle.waitFor({ timeout: 60_000 });
  assert.equal(await toggle.isChecked(), true, 'the switch is still on after loading the page again');
  await page.getByRole('button', { name: SAVE }).waitFor();
  await toggle.click();
  assert.equal(await page.getByRole('alertdialog').count(), 0, 'no dialog to open the submissions');
  await page.getByText('ההגשה פתוחה', { exact: true }).waitFor();
  await page.getByRole('button', { name: SAVE }).click();
  await waitForClosed(stack.cms.url, false);
};

export default [
  {
    id: 'panel-fields-lead',
    name: 'a Leads manager reads a lead as a record and filters the list by a Hebrew area',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const reference = await sendLead(stack.cms.url);
      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: `fields.manager.${randomBytes(3).toString('hex')}@example.org`,
        roleCode: 'leads-manager',
        firstname: 'מנהלת',
      });
      await signIn(page, stack.cms.url, manager);

      // The lead, as a record.
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      const row = page.getByRole('row').filter({ hasText: reference });
      await row.waitFor({ timeout: 60_000 });
      assert.equal(await row.getByText(AREA, { exact: true }).count(), 0, 'the list shows no area key');
      assert.equal(
        await page.getByRole('link', { name: /Create new entry|Add an entry|יצירת|הוספת/ }).count(),
        0,
        'no create button',
      );
      assert.equal(await row.getByRole('button', { name: /Delete|מחיק/ }).count(), 0, 'no delete control');
      await row.getByText(reference).click();
      const area = page.locator('[data-read-only-field="visionSubmissionArea"]');
      await area.getByText(AREA_LABEL, { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByText('dana.levi@example.org').waitFor();
      await page.getByText('omer.katz@example.org').waitFor();
      await page.getByText('הקובץ המצורף').waitFor();

      assert.equal(await page.getByRole('button', { name: SAVE }).count(), 0, 'no Save button');
      const text = await visibleText(page);
      assert.ok(!text.includes(AREA), 'the area key is nowhere on the page');
      assert.ok(!/Set up preview|Preview|תצוגה מקדימה/.test(text), 'no preview box');
      for (const name of INTERNAL_NAMES) assert.ok(!text.includes(name), `no "${name}" on the page`);
      const main = page.locator('main');
      // The record's own fields are text: the box that holds them all has no input (the review's
      // side panels beside it have theirs, which the review scenario covers).
      const recordInputs = await page.evaluate(() => {
        const fields = [...document.querySelectorAll('main [data-read-only-field]')];
        let box = fields[0]?.parentElement ?? null;
        const holdsAll = (/** @type {Element} */ candidate) => fields.every((field) => candidate.contains(field));
        while (box && !holdsAll(box)) box = box.parentElement;
        return box ? box.querySelectorAll('input, textarea, [role="combobox"]').length : -1;
      });
      assert.equal(recordInputs, 0, 'no inputs on a record');
      assert.equal(
        await main
          .getByRole('button', {
            name: /Add an entry|Add a component|Delete|Drag|הוספת רשומה|הוספת רכיב|מחיק|גריר|גרור/,
          })
          .count(),
        0,
        'no add, delete or drag controls',
      );
      await shots(page, 'panel-fields-lead');

      // The list's filters: no internal field, areas by their Hebrew names, a chip that names one.
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      await row.waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: /^(Filters|מסננים|סינון)$/ }).click();
      const popover = page.getByRole('dialog');
      const fieldSelect = popover.getByRole('combobox').first();
      await fieldSelect.click();
      const fieldNames = await page.getByRole('option').allInnerTexts();
      assert.ok(fieldNames.includes('תחום'), `the area is offered (${fieldNames.join(', ')})`);
      for (const name of [...INTERNAL_NAMES, 'id']) {
        assert.ok(!fieldNames.includes(name), `the filters do not offer "${name}" (${fieldNames.join(', ')})`);
      }
      await shots(page, 'panel-fields-filter-fields');
      // A new viewport closes the open list; choose from it afresh.
      await chooseOption(page, fieldSelect, 'תחום');
      const valueSelect = popover.getByRole('combobox', { name: 'תחום' });
      await valueSelect.click();
      const choices = await page.getByRole('option').allInnerTexts();
      assert.ok(choices.includes(AREA_LABEL), `the area choices are Hebrew (${choices.join(', ')})`);
      for (const { key } of AREAS) assert.ok(!choices.includes(key), `no area key "${key}" among the choices`);
      await shots(page, 'panel-fields-filter-areas');
      await chooseOption(page, valueSelect, AREA_LABEL);
      await popover.locator('button[type="submit"]').click();
      const chip = page.getByRole('button', { name: new RegExp(`^תחום .*${AREA_LABEL}$`) }).first();
      await chip.waitFor({ timeout: 15_000 });
      assert.ok(!(await chip.innerText()).includes(AREA), 'the chip names the area, not its key');
      await row.waitFor();
      await shots(page, 'panel-fields-filter-chip');
    },
  },
  {
    id: 'panel-fields-settings',
    name: 'an Editor finds "תוכן האתר" and closes the submissions with a switch that asks first',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const editor = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: `fields.editor.${randomBytes(3).toString('hex')}@example.org`,
        roleCode: 'strapi-editor',
        firstname: 'עורכת',
      });
      await signIn(page, stack.cms.url, editor);
      assert.equal(await isClosedNow(stack.cms.url), false, 'the submissions start open');
      try {
        await closeAndOpenWithTheSwitch(page, stack);
      } finally {
        // Whatever failed, the scenarios after this one find the call open, as this one found it.
        if (await isClosedNow(stack.cms.url)) await setSubmissionsClosed(stack.cms.url, stack.adminToken, false);
      }

      // The home page's last edited entries name the page, not its documentId.
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByText('תוכן האתר', { exact: true }).first().waitFor({ timeout: 60_000 });
      await shots(page, 'panel-fields-home');
    },
  },
  {
    id: 'panel-fields-audit',
    name: 'a quarantined attempt and an audit entry read as records, the audit details as a Hebrew list',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const api = (route, init = {}) =>
        fetch(`${stack.cms.url}${route}`, {
          ...init,
          headers: { Authorization: `Bearer ${stack.adminToken}`, 'Content-Type': 'application/json', ...init.headers },
        });
      // A download, recorded in the audit trail with its details.
      const reference = await sendLead(stack.cms.url);
      // Only a file scanned clean downloads: wait for its verdict (the scan runs after the answer).
      let listed = await (await api(`/api/leads/paginate?search=${reference}`)).json();
      for (let tries = 0; listed.data[0].fileScan === 'pending' && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        listed = await (await api(`/api/leads/paginate?search=${reference}`)).json();
      }
      const file = await api(`/api/leads/${listed.data[0].id}/file`);
      assert.equal(file.status, 200, 'the attachment downloads');
      await file.arrayBuffer();
      const attempt = `VN-FLDS-${randomBytes(2).toString('hex').toUpperCase()}`;
      await writeQuarantinedAttempt(stack.cms.url, stack.adminToken, {
        reference: attempt,
        presenters: 'הגשה חשודה',
        contact: { fullName: 'אבי כהן', email: 'avi.cohen@example.org' },
        area: AREA,
      });

      const admin = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: `fields.super.${randomBytes(3).toString('hex')}@example.org`,
        roleCode: 'strapi-super-admin',
        firstname: 'מנהל',
      });
      await signIn(page, stack.cms.url, admin);

      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/api::quarantined-lead.quarantined-lead`);
      await page.getByRole('row').filter({ hasText: attempt }).getByText(attempt).click();
      await page.locator('[data-read-only-field="visionSubmissionArea"]').getByText(AREA_LABEL).waitFor();
      await page.getByText('avi.cohen@example.org').waitFor();
      assert.equal(await page.getByRole('button', { name: SAVE }).count(), 0, 'no Save on a quarantined attempt');
      await shots(page, 'panel-fields-quarantine');

      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/api::audit-entry.audit-entry`);
      const entry = page.getByRole('row').filter({ hasText: reference });
      await entry.getByText('הורדת קובץ מצורף').waitFor({ timeout: 60_000 });
      assert.equal(await entry.getByText('attachment-download').count(), 0, 'the action is a sentence, not a key');
      await shots(page, 'panel-fields-audit-list');
      await entry.getByText('הורדת קובץ מצורף').click();
      await page.getByText('פרטי הפעולה').waitFor({ timeout: 60_000 });
      await page.getByText('file.pdf').first().waitFor();
      const text = await visibleText(page);
      assert.ok(!text.includes('{'), 'no JSON on the page');
      assert.equal(await page.getByRole('button', { name: SAVE }).count(), 0, 'no Save on an audit entry');
      await shots(page, 'panel-fields-audit-entry');
    },
  },
];
