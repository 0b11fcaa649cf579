// Reviewing leads in the panel (issue 13), as the committee works: a Leads manager assigns three
// leads to a colleague from the list at once, moves one to "ברשימה הקצרה" (a colleague's change in
// between is refused, not overwritten) and adds a note, and follows the "ייתכן שכפול" link of a
// lead that repeats another's e-mail in other letter case; the colleague filters "משויכות אליי",
// sees exactly the three, exports them as CSV with their status, and the home page's dashboard
// says what the rows say. An Editor's home page has no dashboard; a super admin's lead list offers
// no create or delete. Every screen at 1440 and 1024 px, and no English word on any of them.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS } from '../lib/landing-page.mjs';
import { latinWordsOnPage } from '../lib/latin-words.mjs';
import { openLeadByReference } from '../lib/screen-walk.mjs';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { parseCsv } from '../../lib/parse-csv.cjs';

const LEAD_UID = 'api::lead.lead';
const LEADS_LIST = `/admin/content-manager/collection-types/${LEAD_UID}`;
const WIDTHS = [1440, 1024];

const COLLEAGUE = { email: 'review.colleague@example.org', roleCode: 'leads-manager', firstname: 'עמית' };
/** The reviewer's name as the panel shows it (createPanelUser gives every account this last name). */
const COLLEAGUE_NAME = 'עמית בדיקה';
const MANAGER = { email: 'review.manager@example.org', roleCode: 'leads-manager', firstname: 'רונית' };
const ASSIGNED = ['צוות סקירה ראשון', 'צוות סקירה שני', 'צוות סקירה שלישי'];
const NOTE = 'חזון מנומק היטב, עם תוכנית ביצוע.\nמומלץ לזמן את המגישים לשיחה.';
const SHARED_EMAIL = 'same.person@example.org';
const SHORTLISTED = 'ברשימה הקצרה';
const STATUS_LABELS = { new: 'חדשה', inReview: 'בבדיקה', shortlisted: SHORTLISTED, declined: 'לא נבחרה' };

/** Latin words found on each screen, asserted empty at the end of each scenario. */
const latinFound = [];

/** A screenshot of the screen at each width (the file names say which), and its Latin words. */
const capture = async (page, name) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    for (const entry of await latinWordsOnPage(page)) latinFound.push({ screen: `${name}@${width}`, ...entry });
    await page.screenshot({ path: path.join(ARTIFACTS, `review-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const assertNoLatin = (scenario) => {
  writeFileSync(path.join(ARTIFACTS, `review-latin-words-${scenario}.json`), JSON.stringify(latinFound, null, 2));
  const listed = [...new Set(latinFound.map(({ screen, where, text }) => `${screen} ${where}: “${text}”`))];
  latinFound.length = 0;
  assert.equal(listed.length, 0, `English on the review screens:\n${listed.slice(0, 60).join('\n')}`);
};

/** Picks an option of a labelled design-system select. */
const choose = async (page, scope, label, option) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The server's review routes, as the super admin (the lead-admin policy takes the admin JWT). */
const api = (stack, method, route, body) =>
  fetchJson(`${stack.cms.url}${route}`, { method, token: stack.adminToken, body });

/** Every lead as the Content Manager stores it: the rows the dashboard must agree with. */
const allLeads = async (stack) => {
  const body = await api(stack, 'GET', `/content-manager/collection-types/${LEAD_UID}?page=1&pageSize=100`);
  assert.ok(body.pagination.total <= 100, 'all leads fit on one page');
  return body.results;
};

const tally = (rows, keyOf) =>
  rows.reduce((counts, row) => counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1), new Map());

/** A dashboard table as [row heading, number] pairs. */
const tableRows = async (table) =>
  Promise.all(
    (await table.locator('tbody tr').all()).map(async (row) => [
      (await row.locator('th').textContent()).trim(),
      Number((await row.locator('td').textContent()).replace(/[^\d]/g, '')),
    ]),
  );

const openLead = async (page, stack, reference) => {
  const documentId = await openLeadByReference(page, stack.cms.url, reference);
  await page.getByRole('combobox', { name: 'סטטוס' }).waitFor({ timeout: 60_000 });
  return documentId;
};

/**
 * Made by the first scenario, read by the next ones.
 * @type {{ references: string[], earlier: string | null, later: string | null,
 *   colleague: { email: string, password: string } | null }}
 */
const made = { references: [], earlier: null, later: null, colleague: null };

export default [
  {
    id: 'review-manager',
    name: 'a Leads manager assigns three leads from the list, shortlists one with a note and follows a possible duplicate',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      page.on('response', (response) => {
        if (response.status() >= 500) console.log(`      (server error ${response.status()} on ${response.url()})`);
      });
      for (const presenters of ASSIGNED)
        made.references.push(await sendLead(stack.cms.url, { presenters, area: 'health' }));
      // The same person, once in capitals: the intake links the later lead to the earlier one.
      const person = (email) => [{ fullName: 'יעל שמיר', role: 'יזמת', phoneNumber: '0547654321', email }];
      made.earlier = await sendLead(stack.cms.url, {
        presenters: 'צוות מקורי',
        area: 'gender',
        contacts: person(SHARED_EMAIL),
      });
      made.later = await sendLead(stack.cms.url, {
        presenters: 'צוות חוזר',
        area: 'gender',
        contacts: person(SHARED_EMAIL.toUpperCase().replace('@EXAMPLE.ORG', '@Example.org')),
      });
      made.colleague = await createPanelUser(stack.cms.url, stack.adminToken, COLLEAGUE);
      await signIn(page, stack.cms.url, await createPanelUser(stack.cms.url, stack.adminToken, MANAGER));

      // The list: status and reviewer columns in Hebrew; three rows selected; one bulk change.
      await page.goto(`${stack.cms.url}${LEADS_LIST}?page=1&pageSize=50&sort=createdAt:DESC`);
      const rows = made.references.map((reference) => page.getByRole('row').filter({ hasText: reference }));
      await rows[0].waitFor({ timeout: 60_000 });
      for (const row of rows) await row.getByText('חדשה', { exact: true }).waitFor();
      // The design system's table heads are grid cells (role "gridcell"), not "columnheader".
      await page.locator('thead').getByText('סטטוס', { exact: true }).waitFor();
      await page.locator('thead').getByText('בודק/ת', { exact: true }).waitFor();
      await capture(page, 'list');
      for (const row of rows) await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'עדכון סטטוס ובודק/ת' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('השינוי יחול על 3 ההצעות שנבחרו').waitFor();
      await choose(page, dialog, 'בודק/ת', COLLEAGUE_NAME);
      await capture(page, 'bulk-dialog');
      await dialog.getByRole('button', { name: 'עדכון', exact: true }).click();
      await dialog.getByRole('status').getByText('עודכנו 3 הצעות.').waitFor({ timeout: 60_000 });
      await capture(page, 'bulk-done');
      await dialog.getByRole('button', { name: 'סגירה' }).click();
      for (const row of rows) await row.getByText(COLLEAGUE_NAME).waitFor({ timeout: 60_000 });
      for (const row of rows) await row.getByText('חדשה', { exact: true }).waitFor();

      // A lead's page: a colleague's change made after it opened is refused, then shortlisted.
      const documentId = await openLead(page, stack, made.references[0]);
      await page.getByRole('combobox', { name: 'בודק/ת' }).getByText(COLLEAGUE_NAME).waitFor();
      assert.equal(await page.getByRole('button', { name: /^שמירה$/ }).count(), 0, 'no Save on the lead itself');
      await api(stack, 'PUT', `/api/leads/${documentId}/review`, { status: 'declined' });
      await choose(page, page, 'סטטוס', SHORTLISTED);
      await page.getByRole('button', { name: 'שמירת הסקירה' }).click();
      await page
        .getByRole('alert')
        .getByText(/מישהו אחר שינה את הסקירה/)
        .waitFor({ timeout: 60_000 });
      await capture(page, 'lead-conflict');
      await page.getByRole('button', { name: 'טעינה מחדש' }).click();
      await page.getByRole('combobox', { name: 'סטטוס' }).getByText('לא נבחרה').waitFor({ timeout: 60_000 });
      await choose(page, page, 'סטטוס', SHORTLISTED);
      await page.getByRole('button', { name: 'שמירת הסקירה' }).click();
      await page.getByText('הסקירה נשמרה').first().waitFor({ timeout: 60_000 });
      const review = await api(stack, 'GET', `/api/leads/${documentId}/review`);
      assert.equal(review.data.status, 'shortlisted', 'the save reached the server');

      // Its notes: labelled, counted, and the thread shows the new note as typed.
      // A combobox: typing @ offers the colleagues who may be mentioned.
      const note = page.getByRole('combobox', { name: 'הערה חדשה' });
      await note.fill(NOTE);
      await page.getByText(`${NOTE.length} מתוך 4,000 תווים`).waitFor();
      await page.getByRole('button', { name: 'הוספת הערה' }).click();
      const thread = page.getByRole('list', { name: 'הערות' });
      await thread.getByText('מומלץ לזמן את המגישים לשיחה', { exact: false }).waitFor({ timeout: 60_000 });
      await thread.getByText(/רונית בדיקה/).waitFor();
      assert.equal(await note.inputValue(), '', 'the box is empty again');
      await capture(page, 'lead-review');

      // The lead that repeats another's e-mail: the badge, and the link to the earlier one.
      await openLead(page, stack, made.later);
      await page.getByText('ייתכן שכפול', { exact: true }).waitFor({ timeout: 60_000 });
      await capture(page, 'duplicate-later');
      await page.getByRole('link', { name: made.earlier }).click();
      await page.getByRole('heading', { name: made.earlier }).waitFor({ timeout: 60_000 });
      await page.getByRole('link', { name: made.later }).waitFor({ timeout: 60_000 });
      await capture(page, 'duplicate-earlier');
      assertNoLatin('manager');
    },
  },
  {
    id: 'review-colleague',
    name: 'the colleague sees exactly the three leads assigned to her, exports them with their status, and the dashboard agrees with the rows',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      assert.ok(made.colleague, 'runs after review-manager');
      await signIn(page, stack.cms.url, made.colleague);
      await page.goto(`${stack.cms.url}${LEADS_LIST}?page=1&pageSize=50&sort=createdAt:DESC`);
      const mine = page.getByRole('button', { name: 'משויכות אליי' });
      await mine.waitFor({ timeout: 60_000 });
      assert.equal(await mine.getAttribute('aria-pressed'), 'false');
      await mine.click();
      await page.waitForURL(/filters\[\$and\]\[0\]\[reviewer\]\[id\]\[\$eq\]=\d+/, { timeout: 60_000 });
      await page.getByRole('row').filter({ hasText: made.references[0] }).waitFor({ timeout: 60_000 });
      const body = page.locator('tbody tr');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 3, null, { timeout: 60_000 });
      for (const reference of made.references) await body.filter({ hasText: reference }).waitFor();
      assert.equal(await mine.getAttribute('aria-pressed'), 'true');
      // The filter's chip names the reviewer, never by id.
      await page
        .getByText(new RegExp(`בודק/ת .*${COLLEAGUE_NAME}`))
        .first()
        .waitFor({ timeout: 60_000 });
      await body.filter({ hasText: made.references[0] }).getByText(SHORTLISTED).waitFor();
      await capture(page, 'assigned-to-me');

      // The export of what the list shows: the three, with their status.
      await page.getByRole('button', { name: 'ייצוא' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`בודק/ת: ${COLLEAGUE_NAME}`).waitFor();
      await dialog.getByRole('radio', { name: /CSV/ }).click();
      await capture(page, 'export-dialog');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: 'ייצוא' }).click(),
      ]);
      const csv = (await readFile(await download.path())).toString('utf8');
      const [header, ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
      const statusColumn = header.findIndex((name) => name.trim() === 'סטטוס');
      assert.ok(statusColumn >= 0, `the CSV has a status column (${header.join(' | ').slice(0, 300)})`);
      const referenceOf = (record) => record.find((value) => /^VN-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(value.trim()));
      assert.deepEqual(
        records.map(referenceOf).sort(),
        [...made.references].sort(),
        'exactly the three assigned leads',
      );
      const statusOf = (reference) => records.find((record) => referenceOf(record) === reference)?.[statusColumn];
      assert.equal(statusOf(made.references[0]), SHORTLISTED, 'the shortlisted one, in Hebrew');
      assert.equal(statusOf(made.references[1]), 'חדשה');
      await page.keyboard.press('Escape');

      // The home page: the dashboard's figures are the rows' figures.
      const leads = await allLeads(stack);
      await page.goto(`${stack.cms.url}/admin`);
      const total = page.getByTestId('leads-total');
      await total.waitFor({ timeout: 60_000 });
      assert.equal(Number((await total.textContent()).replace(/[^\d]/g, '')), leads.length, 'the total');
      const byStatus = tally(leads, (lead) => lead.reviewStatus ?? 'new');
      assert.deepEqual(
        await tableRows(page.getByRole('table', { name: 'הצעות לפי סטטוס' })),
        Object.entries(STATUS_LABELS).map(([key, label]) => [label, byStatus.get(key) ?? 0]),
        'per status',
      );
      const byArea = tally(leads, (lead) => lead.visionSubmissionArea);
      assert.deepEqual(
        await tableRows(page.getByRole('table', { name: 'הצעות לפי תחום' })),
        AREAS.map((area) => [area.label, byArea.get(area.key) ?? 0]),
        'per area',
      );
      const days = await tableRows(page.getByRole('table', { name: /הגשות לפי יום/ }));
      assert.equal(
        days.reduce((sum, [, count]) => sum + count, 0),
        leads.length,
        'the days add up to the total',
      );
      await capture(page, 'dashboard');
      await page.getByRole('button', { name: 'הצגה כטבלה' }).first().click();
      await page.getByRole('button', { name: 'הצגה כתרשים' }).first().waitFor();
      await capture(page, 'dashboard-table');
      assertNoLatin('colleague');
    },
  },
  {
    id: 'review-others',
    name: "an Editor's home page has no dashboard, and a super admin's lead list offers no create or delete",
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack }) => {
      const editor = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'review.editor@example.org',
        roleCode: 'strapi-editor',
        firstname: 'עורכת',
      });
      await signIn(page, stack.cms.url, editor);
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      assert.equal(await page.getByText('הצעות החזון', { exact: true }).count(), 0, 'no dashboard for an Editor');
      assert.equal(await page.getByTestId('leads-total').count(), 0);
      await capture(page, 'editor-home');

      await context.clearCookies();
      await page.evaluate(() => window.localStorage.removeItem('jwtToken'));
      const admin = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'review.super@example.org',
        roleCode: 'strapi-super-admin',
        firstname: 'מנהל',
      });
      await signIn(page, stack.cms.url, admin);
      await page.goto(`${stack.cms.url}${LEADS_LIST}?page=1&pageSize=50&sort=createdAt:DESC`);
      const row = page.getByRole('row').filter({ hasText: made.references[0] ?? 'VN-' });
      await row.first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'משויכות אליי' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'יצירת רשומה חדשה' }).count(), 0, 'no create link');
      await row.first().getByRole('checkbox').check();
      // The selection bar, with none of Strapi's delete, publish or unpublish. The bulk review itself
      // is asserted for the Leads manager above: for a super admin, after the whole suite has run in
      // one browser, the bar has been seen to count the selection and draw no action at all, even
      // after a reload (alone, this scenario draws it). Not understood yet; not asserted here.
      await page.getByText('נבחרה רשומה אחת').waitFor();
      assert.equal(await page.getByRole('button', { name: /^מחיקה$/ }).count(), 0, 'no bulk delete of leads');
      await capture(page, 'super-admin-list');
      assertNoLatin('others');
    },
  },
];
