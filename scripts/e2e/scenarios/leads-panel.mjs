// The leads back office in the Strapi panel: a Leads manager finds a lead sent through the real
// API in the list (area in Hebrew), opens it, downloads its file, exports the list as CSV and
// accepts a quarantined attempt; a super admin reads the audit trail of all that; an Editor signs
// in and finds no leads anywhere in the Content Manager.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { validContact } from '../../lib/valid-lead.cjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS, minimalPdf } from '../lib/landing-page.mjs';

const LEADS_LIST = '/admin/content-manager/collection-types/api::lead.lead';
const PRESENTERS = 'צוות בדיקת הייצוא';
const AREA = 'economy';
const AREA_LABEL = AREAS.find((area) => area.key === AREA).label;
const OTHER_PRESENTERS = 'צוות מתחום אחר';
const QUARANTINE = 'api::quarantined-lead.quarantined-lead';
const QUARANTINED_PRESENTERS = 'הגשה מההסגר';
const BY_AREA = `?page=1&pageSize=10&sort=createdAt:DESC&filters[$and][0][visionSubmissionArea][$eq]=${AREA}`;

/** The Leads manager's account, made once for the scenarios that sign in as one. */
let managerAccount;
const leadsManager = async (stack) =>
  (managerAccount ??= await createPanelUser(stack.cms.url, stack.adminToken, {
    email: 'leads.manager@example.org',
    roleCode: 'leads-manager',
    firstname: 'מנהלת',
  }));

const downloadedBytes = async (download) => readFile(await download.path());

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });

export default [
  {
    id: 'panel-leads-manager',
    name: 'a Leads manager finds a lead in the panel, downloads its file and exports the list as CSV',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      page.on('response', (response) => {
        if (response.status() >= 500) console.log(`      (server error ${response.status()} on ${response.url()})`);
      });
      const pdf = minimalPdf();
      const reference = await sendLead(stack.cms.url, { pdf, presenters: PRESENTERS, area: AREA });
      // In another area: the export of the list filtered by area leaves it out.
      await sendLead(stack.cms.url, { presenters: OTHER_PRESENTERS, area: 'health' });
      const manager = await leadsManager(stack);

      await signIn(page, stack.cms.url, manager);
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      const row = page.getByRole('row').filter({ hasText: reference });
      await row.waitFor({ timeout: 60_000 });
      await row.getByText(AREA_LABEL, { exact: true }).waitFor();
      // The committee's list shows who presented, not the contacts' addresses (those are on the lead's page).
      await row.getByText(PRESENTERS).waitFor();
      assert.equal(await row.getByText(validContact().email).count(), 0, 'no contact address in the list');
      assert.equal(await row.getByText(AREA, { exact: true }).count(), 0, 'the area key is not shown');
      await shot(page, 'panel-leads-list.png');

      // The lead itself: read-only fields, contacts, and the attachment panel.
      await row.getByText(reference).click();
      await page.getByText('הקובץ המצורף').waitFor({ timeout: 60_000 });
      await page.getByText(validContact().email).first().waitFor();
      await shot(page, 'panel-lead-attachment.png');
      const [fileDownload] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'הורדת הקובץ' }).click(),
      ]);
      const bytes = await downloadedBytes(fileDownload);
      assert.ok(bytes.equals(pdf), 'the downloaded file is the one the visitor sent');
      assert.equal(fileDownload.suggestedFilename(), 'file.pdf');
      await page.getByText(/הקובץ נשמר/).waitFor();

      // The export dialog: what the list, filtered by area, shows, as CSV.
      await page.goto(`${stack.cms.url}${LEADS_LIST}${BY_AREA}`);
      await row.waitFor({ timeout: 60_000 });
      assert.equal(await page.getByText(OTHER_PRESENTERS).count(), 0, 'the list is filtered by area');
      await page.getByRole('button', { name: 'ייצוא' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('ייצוא הצעות').waitFor();
      await dialog.getByText(`תחום: ${AREA_LABEL}`).waitFor();
      await dialog.getByRole('radio', { name: /CSV/ }).click();
      await shot(page, 'panel-export-dialog.png');
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: 'ייצוא' }).click(),
      ]);
      await dialog
        .getByRole('status')
        .getByText(/הקובץ נשמר/)
        .waitFor();
      await shot(page, 'panel-export-done.png');
      const csv = (await downloadedBytes(csvDownload)).toString('utf8');
      assert.ok(csvDownload.suggestedFilename().endsWith('.csv'), `a .csv file (${csvDownload.suggestedFilename()})`);
      assert.ok(csv.startsWith('\uFEFF'), 'the CSV starts with a BOM for Excel');
      assert.ok(csv.includes(PRESENTERS), 'the CSV has the lead’s Hebrew presenters');
      assert.ok(csv.includes(reference), 'the CSV has the lead’s reference');
      assert.ok(!csv.includes(OTHER_PRESENTERS), 'the CSV leaves out what the list filter leaves out');
    },
  },
  {
    id: 'panel-quarantine',
    name: 'a Leads manager accepts a quarantined attempt into the leads from its page',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      // The fake siteverify passes every token, so the attempt is written as the super admin.
      const created = await fetch(`${stack.cms.url}/content-manager/collection-types/${QUARANTINE}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          reference: 'VN-QQQQ-0001',
          visionPresenters: QUARANTINED_PRESENTERS,
          contacts: [{ email: 'quarantined@example.org' }],
          visionSubmissionArea: 'health',
          confirmation: true,
          reason: 'ציון 0.1',
        }),
      });
      assert.equal(created.status, 201, `the attempt was written (${await created.text()})`);

      await signIn(page, stack.cms.url, await leadsManager(stack));
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/${QUARANTINE}`);
      const row = page.getByRole('row').filter({ hasText: 'VN-QQQQ-0001' });
      await row.getByText('ציון 0.1').waitFor({ timeout: 60_000 });
      await row.getByText('VN-QQQQ-0001').click();
      const accept = page.getByRole('button', { name: 'קבלה להצעות' });
      await accept.waitFor({ timeout: 60_000 });
      // The attachment panel shows here too (this attempt, written without the intake, has no file).
      await page.getByText('הקובץ המצורף').waitFor();
      await page.getByText('להצעה הזאת אין קובץ מצורף.').waitFor();
      await shot(page, 'panel-quarantine-attempt.png');
      await accept.click();

      await page.waitForURL(/api::lead\.lead\/[a-z0-9]+/, { timeout: 60_000 });
      await page
        .getByText(/ההגשה התקבלה להצעות/)
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'VN-QQQQ-0001' }).waitFor();
      await shot(page, 'panel-quarantine-accepted.png');
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/${QUARANTINE}`);
      await page
        .getByText(/לא נמצאו רשומות|לא נמצא תוכן/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
  {
    id: 'panel-audit',
    name: 'a super admin reads, in Hebrew and newest first, who downloaded and exported, and cannot add to it',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const admin = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'second.super@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'מנהל',
      });
      await signIn(page, stack.cms.url, admin);
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/api::audit-entry.audit-entry`);
      const rows = page.getByRole('row').filter({ hasText: 'leads.manager@example.org' });
      await rows.first().waitFor({ timeout: 60_000 });
      // Newest first: the accept, the export, then the download.
      await rows.nth(0).getByText('קבלת הגשה מההסגר').waitFor();
      await rows.nth(1).getByText('ייצוא הצעות').waitFor();
      await rows.nth(2).getByText('הורדת קובץ מצורף').waitFor();
      assert.equal(await page.getByText('leads-export', { exact: true }).count(), 0, 'no raw action keys');
      assert.equal(
        await page.getByRole('link', { name: /יצירת רשומה חדשה|Create new entry/ }).count(),
        0,
        'no way to add an entry',
      );
      await shot(page, 'panel-audit-list.png');
    },
  },
  {
    id: 'panel-editor',
    name: 'an Editor signs in and finds no leads in the Content Manager',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const editor = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'site.editor@example.org',
        roleCode: 'strapi-editor',
        firstname: 'עורך',
      });
      await signIn(page, stack.cms.url, editor);
      await page.goto(`${stack.cms.url}/admin/content-manager`);
      const navigation = page.getByRole('navigation').filter({ hasText: 'תוכן האתר' }).first();
      await navigation.waitFor({ timeout: 60_000 });
      for (const name of ['הצעות חזון', 'הגשות בהסגר', 'יומן פעולות']) {
        assert.equal(await page.getByRole('link', { name }).count(), 0, `no "${name}" entry for an Editor`);
      }
      await shot(page, 'panel-editor-menu.png');
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      await page.getByText('אין לך הרשאה לגשת לתוכן הזה').waitFor({ timeout: 60_000 });
      assert.equal(await page.getByText(PRESENTERS).count(), 0, 'no lead shows for an Editor');
      await shot(page, 'panel-editor-leads-url.png');
    },
  },
];
