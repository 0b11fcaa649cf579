// The committee's evaluation in the panel (issue 24), as the committee works: a super admin defines
// three criteria; a Leads manager gives five leads two evaluators each with the automatic assignment;
// the first evaluator scores two of them and submits, seeing nobody else's scores; the second scores
// one of them three points apart on a criterion and then sees the first's; the Leads manager finds
// the disagreement mark on the lead's page and in the ranking, shortlists from the ranking, and
// finds the scores in the CSV export. An evaluator's menu holds only their queue, has no link to a
// lead not assigned to them, and the API answers 403 there. The Leads manager registers an
// evaluator for an area on the evaluators page, and the home page shows the progress per evaluator
// and per area. Every screen at 1440 and 1024 px, and no English word on any of them.

import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS } from '../lib/landing-page.mjs';
import { latinWordsOnPage } from '../lib/latin-words.mjs';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { parseCsv } from '../../lib/parse-csv.cjs';

const LEAD_UID = 'api::lead.lead';
const LEADS_LIST = `/admin/content-manager/collection-types/${LEAD_UID}`;
const WIDTHS = [1440, 1024];
const AREA = 'lawAndJustice';
const AREA_LABEL = AREAS.find((area) => area.key === AREA).label;

const SUPER = { email: 'evaluation.super@example.org', roleCode: 'strapi-super-admin', firstname: 'אורית' };
const MANAGER = { email: 'evaluation.manager@example.org', roleCode: 'leads-manager', firstname: 'גלעד' };
const FIRST = { email: 'evaluation.first@example.org', roleCode: 'evaluator', firstname: 'נועה' };
const SECOND = { email: 'evaluation.second@example.org', roleCode: 'evaluator', firstname: 'יואב' };
/** The names as the panel shows them (createPanelUser gives every account this last name). */
const FIRST_NAME = 'נועה בדיקה';
const SECOND_NAME = 'יואב בדיקה';

const CRITERIA = [
  { name: 'השפעה', description: 'כמה החזון ישנה את המצב בתחום', weight: '2' },
  { name: 'היתכנות', description: 'האם יש דרך סבירה לבצע אותו', weight: '1' },
  { name: 'חדשנות', description: '', weight: '1' },
];
/** The first evaluator's scores of the two leads, the second's of the first lead (4 against 1). */
const FIRST_SCORES = [
  ['4', '3', '5'],
  ['3', '3', '3'],
];
const SECOND_SCORES = ['1', '3', '5'];

const latinFound = [];

/**
 * `shown`: a part of the page to scroll to first (the panel scrolls inside, so a full page is not all).
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {import('playwright-core').Locator | null} [shown]
 */
const capture = async (page, name, shown = null) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    if (shown) await shown.scrollIntoViewIfNeeded();
    for (const entry of await latinWordsOnPage(page)) latinFound.push({ screen: `${name}@${width}`, ...entry });
    await page.screenshot({ path: path.join(ARTIFACTS, `evaluation-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

const assertNoLatin = (scenario) => {
  writeFileSync(path.join(ARTIFACTS, `evaluation-latin-words-${scenario}.json`), JSON.stringify(latinFound, null, 2));
  const listed = [...new Set(latinFound.map(({ screen, where, text }) => `${screen} ${where}: “${text}”`))];
  latinFound.length = 0;
  assert.equal(listed.length, 0, `English on the evaluation screens:\n${listed.slice(0, 60).join('\n')}`);
};

const choose = async (page, scope, label, option) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const api = (stack, method, route, body) =>
  fetchJson(`${stack.cms.url}${route}`, { method, token: stack.adminToken, body });

/** A lead's documentId by its reference, through the Content Manager as the super admin. */
const documentIdOf = async (stack, reference) => {
  const body = await api(
    stack,
    'GET',
    `/content-manager/collection-types/${LEAD_UID}?filters[reference][$eq]=${encodeURIComponent(reference)}`,
  );
  return body.results[0].documentId;
};

/** Scores one lead in its scoring view, saves a draft, then submits after the confirmation. */
const scoreAndSubmit = async (page, scores) => {
  for (const [index, criterion] of CRITERIA.entries())
    await page.getByRole('textbox', { name: `ציון: ${criterion.name}` }).fill(scores[index]);
  await page.getByRole('button', { name: 'שמירת טיוטה' }).click();
  await page.getByText('הטיוטה נשמרה').first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'הגשה', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('להגיש את ההערכה?').waitFor();
  await dialog.getByRole('button', { name: 'הגשת ההערכה' }).click();
  await page.getByText('ההערכה הוגשה', { exact: true }).first().waitFor({ timeout: 60_000 });
};

/**
 * Made by the first scenario, read by the next ones (each signs in its own person, in its own context).
 * @type {{ references: string[], unassigned: string | null,
 *   manager: { email: string, password: string } | null,
 *   first: { email: string, password: string } | null,
 *   second: { email: string, password: string } | null }}
 */
const made = { references: [], unassigned: null, manager: null, first: null, second: null };

const run = (id, name, steps) => ({ id: `evaluation-${id}`, name, viewport: { width: 1440, height: 900 }, run: steps });

export default [
  run('rubric', 'a super admin defines the rubric of three criteria', async ({ page, stack }) => {
    made.references = [];
    for (const name of ['אלף', 'בית', 'גימל', 'דלת', 'הא'])
      made.references.push(await sendLead(stack.cms.url, { presenters: `צוות הערכה ${name}`, area: AREA }));
    made.unassigned = await sendLead(stack.cms.url, { presenters: 'צוות שלא הוקצה', area: 'economy' });
    made.manager = await createPanelUser(stack.cms.url, stack.adminToken, MANAGER);
    made.first = await createPanelUser(stack.cms.url, stack.adminToken, FIRST);
    made.second = await createPanelUser(stack.cms.url, stack.adminToken, SECOND);

    await signIn(page, stack.cms.url, await createPanelUser(stack.cms.url, stack.adminToken, SUPER));
    await page.getByRole('link', { name: 'מחוון ההערכה' }).click();
    await page.getByRole('heading', { name: 'מחוון ההערכה' }).waitFor({ timeout: 60_000 });
    const rubric = await api(stack, 'GET', '/api/evaluation/rubric');
    // A second try finds them saved already.
    if (rubric.data.criteria.length === 0) {
      await page.getByText('עדיין אין קריטריונים').waitFor();
      for (const [index, criterion] of CRITERIA.entries()) {
        await page.getByRole('button', { name: 'הוספת קריטריון' }).click();
        const item = page.getByRole('listitem').filter({ hasText: `קריטריון ${index + 1}` });
        await item.getByRole('textbox', { name: 'שם הקריטריון' }).fill(criterion.name);
        await item.getByRole('textbox', { name: 'תיאור (לא חובה)' }).fill(criterion.description);
        await item.getByRole('textbox', { name: 'משקל' }).fill(criterion.weight);
      }
      await capture(page, 'rubric');
      await page.getByRole('button', { name: 'שמירת המחוון' }).click();
      await page.getByText('המחוון נשמר').first().waitFor({ timeout: 60_000 });
    }
    const saved = await api(stack, 'GET', '/api/evaluation/rubric');
    assert.deepEqual(
      saved.data.criteria.map((criterion) => [criterion.name, criterion.weight, criterion.scale]),
      CRITERIA.map((criterion) => [criterion.name, Number(criterion.weight), { min: 1, max: 5 }]),
    );
    assertNoLatin('rubric');
  }),

  run('assign', 'a Leads manager gives five leads two evaluators each, automatically', async ({ page, stack }) => {
    assert.ok(made.manager, 'runs after evaluation-rubric');
    await signIn(page, stack.cms.url, made.manager);
    // The evaluators' areas: the first is registered for the leads' area, the second for none (any).
    // (From none: a second try would otherwise take the area off again.)
    for (const evaluator of (await api(stack, 'GET', '/api/evaluation/evaluators')).data)
      await api(stack, 'PUT', `/api/evaluation/evaluators/${evaluator.id}/areas`, { areas: [] });
    await page.getByRole('link', { name: 'מעריכים', exact: true }).click();
    await page.getByRole('heading', { name: 'מעריכים', exact: true }).waitFor({ timeout: 60_000 });
    const firstRow = page.getByRole('row').filter({ hasText: FIRST_NAME });
    await firstRow.getByText(/\d+ פתוחות, \d+ הוגשו/).waitFor({ timeout: 60_000 });
    await firstRow.getByRole('combobox', { name: `התחומים של ${FIRST_NAME}` }).click();
    await page.getByRole('option', { name: AREA_LABEL, exact: true }).click();
    await page.keyboard.press('Escape');
    await firstRow.getByText(AREA_LABEL).waitFor();
    await capture(page, 'evaluators');
    await firstRow.getByRole('button', { name: 'שמירה' }).click();
    await page.getByText(`התחומים של ${FIRST_NAME} נשמרו`).first().waitFor({ timeout: 60_000 });
    const evaluators = await api(stack, 'GET', '/api/evaluation/evaluators');
    assert.deepEqual(
      evaluators.data.map((evaluator) => [evaluator.name, evaluator.areas]).sort(),
      [
        [FIRST_NAME, [AREA]],
        [SECOND_NAME, []],
      ].sort(),
      'the areas reached the server',
    );
    await page.goto(`${stack.cms.url}${LEADS_LIST}?page=1&pageSize=50&sort=createdAt:DESC`);
    await page.getByRole('row').filter({ hasText: made.references[0] }).waitFor({ timeout: 60_000 });
    for (const heading of ['אסמכתה', 'תחום', 'סטטוס', 'בודק/ת', 'ציון'])
      await page.locator('thead').getByText(heading, { exact: true }).waitFor();
    await capture(page, 'list');
    await page.getByRole('button', { name: 'הקצאה אוטומטית' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'תחום', AREA_LABEL);
    await choose(page, dialog, 'סטטוס', 'חדשה');
    await dialog.getByRole('textbox', { name: 'מספר מעריכים לכל הצעה' }).fill('2');
    await dialog.getByRole('checkbox', { name: 'רק מעריכים הרשומים לתחום' }).waitFor();
    await dialog.getByRole('link', { name: 'עריכת התחומים של המעריכים' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'רק חלק מהמעריכים' }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${FIRST_NAME}`) }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${SECOND_NAME}`) }).click();
    await capture(page, 'auto-assign');
    await dialog.getByRole('button', { name: 'הקצאה', exact: true }).click();
    await dialog.getByText(/נוספו \d+ הקצאות ל־\d+ הצעות/).waitFor({ timeout: 60_000 });
    await capture(page, 'auto-assign-done');
    await dialog.getByRole('button', { name: 'סגירה' }).click();
    for (const reference of made.references) {
      const scores = await api(stack, 'GET', `/api/leads/${await documentIdOf(stack, reference)}/scores`);
      assert.deepEqual(
        scores.data.scores.map((score) => score.evaluator.name).sort(),
        [FIRST_NAME, SECOND_NAME].sort(),
        `${reference} has both evaluators`,
      );
    }
    assertNoLatin('assign');
  }),

  run('first', 'the first evaluator scores two leads blind and submits them', async ({ page, stack }) => {
    assert.ok(made.first, 'runs after evaluation-rubric');
    await signIn(page, stack.cms.url, made.first);
    // Their menu: their queue (and the staff guide), no lead list, no ranking.
    const queueLink = page.getByRole('link', { name: 'התור שלי' });
    await queueLink.waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('nav a[href*="content-manager"]').count(), 0, 'no Content Manager link');
    assert.equal(await page.getByRole('link', { name: 'דירוג ההצעות' }).count(), 0, 'no ranking link');
    await capture(page, 'evaluator-home');
    await queueLink.click();
    await page.getByRole('heading', { name: 'התור שלי' }).waitFor({ timeout: 60_000 });
    await page.getByText(/0 מתוך \d+ הוערכו/).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByRole('link', { name: made.unassigned }).count(), 0, 'no link to an unassigned lead');
    await capture(page, 'queue');
    await page.getByRole('link', { name: `הערכת ההצעה ${made.references[0]}` }).click();
    await page.getByRole('heading', { name: `הערכת ההצעה ${made.references[0]}` }).waitFor({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'ציון: השפעה' }).waitFor({ timeout: 60_000 });
    await capture(page, 'scoring');
    await page.getByRole('textbox', { name: 'ציון: השפעה' }).fill('9');
    await page.getByRole('button', { name: 'הגשה', exact: true }).click();
    await page.getByText('הציון הוא בין 1 ל־5.').first().waitFor();
    await capture(page, 'scoring-invalid');
    await scoreAndSubmit(page, FIRST_SCORES[0]);
    await page.getByText('אף מעריך/ה אחר/ת עדיין לא הגיש/ה הערכה.').waitFor();
    assert.equal(await page.getByText(SECOND_NAME).count(), 0, 'no other score before the others submit');
    await capture(page, 'scoring-submitted');
    await page.getByRole('link', { name: 'הבאה בתור' }).click();
    await page.getByRole('heading', { name: `הערכת ההצעה ${made.references[1]}` }).waitFor({ timeout: 60_000 });
    await scoreAndSubmit(page, FIRST_SCORES[1]);
    await page.getByRole('link', { name: 'חזרה לתור' }).click();
    await page.getByText(/2 מתוך \d+ הוערכו/).waitFor({ timeout: 60_000 });
    assertNoLatin('first');
  }),

  run(
    'second',
    'the second evaluator scores one lead three points apart, then sees the first one’s score',
    async ({ page, stack }) => {
      assert.ok(made.second, 'runs after evaluation-rubric');
      await signIn(page, stack.cms.url, made.second);
      await page.goto(`${stack.cms.url}/admin/evaluation-queue`);
      await page.getByRole('link', { name: `הערכת ההצעה ${made.references[0]}` }).click();
      await page.getByRole('textbox', { name: 'ציון: השפעה' }).waitFor({ timeout: 60_000 });
      assert.equal(await page.getByText(FIRST_NAME).count(), 0, 'no sight of the first score before submitting');
      await scoreAndSubmit(page, SECOND_SCORES);
      await page.getByRole('grid').getByText(FIRST_NAME).waitFor({ timeout: 60_000 });
      await capture(page, 'scoring-others');

      // A lead not assigned to them: the page says so, and the API answers 403.
      const unassignedId = await documentIdOf(stack, made.unassigned);
      await page.goto(`${stack.cms.url}/admin/evaluation-queue/${unassignedId}`);
      await page.getByText('ההצעה הזאת לא הוקצתה לך להערכה.').waitFor({ timeout: 60_000 });
      await capture(page, 'not-assigned');
      const login = await fetchJson(`${stack.cms.url}/admin/login`, { method: 'POST', body: made.second });
      for (const route of ['proposal', 'scores', 'file']) {
        const answer = await fetch(`${stack.cms.url}/api/leads/${unassignedId}/${route}`, {
          headers: { Authorization: `Bearer ${login.data.token}` },
        });
        assert.equal(answer.status, 403, `GET /api/leads/:id/${route} of an unassigned lead`);
      }
      assertNoLatin('second');
    },
  ),

  run(
    'ranking',
    'the Leads manager sees the disagreement mark and shortlists from the ranking',
    async ({ page, stack }) => {
      assert.ok(made.manager, 'runs after evaluation-rubric');
      await signIn(page, stack.cms.url, made.manager);
      const firstId = await documentIdOf(stack, made.references[0]);
      await page.goto(`${stack.cms.url}${LEADS_LIST}/${firstId}`);
      await page.getByText('פער של 2 נקודות או יותר בקריטריון').waitFor({ timeout: 60_000 });
      await capture(page, 'lead-panel');
      await page.getByRole('link', { name: 'דירוג ההצעות' }).click();
      await page.getByRole('heading', { name: 'דירוג ההצעות' }).waitFor({ timeout: 60_000 });
      await choose(page, page, 'מחלוקת', 'רק במחלוקת');
      const row = page.getByRole('row').filter({ hasText: made.references[0] });
      await row.getByText('מחלוקת', { exact: true }).waitFor({ timeout: 60_000 });
      await capture(page, 'ranking');
      await row.getByRole('button', { name: `העברת ההצעה ${made.references[0]} לרשימה הקצרה` }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(/הסטטוס של ההצעה עכשיו: חדשה/).waitFor({ timeout: 60_000 });
      await capture(page, 'shortlist');
      await confirm.getByRole('button', { name: 'העברה לרשימה הקצרה' }).click();
      await page.getByText(`ההצעה ${made.references[0]} הועברה לרשימה הקצרה`).first().waitFor({ timeout: 60_000 });
      const review = await api(stack, 'GET', `/api/leads/${firstId}/review`);
      assert.equal(review.data.status, 'shortlisted', 'the shortlisting reached the server');
      await page.goto(`${stack.cms.url}${LEADS_LIST}?page=1&pageSize=50&sort=createdAt:DESC`);
      await page.getByRole('row').filter({ hasText: made.references[0] }).waitFor({ timeout: 60_000 });
      await capture(page, 'list-scored');
      // The export carries the scores: the weighted mean (4 and 2.5), how many, the disagreement,
      // and each criterion's mean.
      await page.getByRole('button', { name: 'ייצוא' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: /CSV/ }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: 'ייצוא' }).click(),
      ]);
      const csv = (await readFile(await download.path())).toString('utf8');
      const [header, ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
      const cells = (reference, ...names) => {
        const record = records.find((values) => values[0] === reference);
        assert.ok(record, `the export has ${reference}`);
        return names.map((name) => {
          assert.ok(header.includes(name), `the export has a column "${name}"`);
          return record[header.indexOf(name)];
        });
      };
      const scoreColumns = ['ציון ממוצע', 'מספר הערכות', 'מחלוקת', ...CRITERIA.map((criterion) => criterion.name)];
      assert.deepEqual(cells(made.references[0], ...scoreColumns), ['3.25', '2', 'כן', '2.5', '3', '5']);
      assert.deepEqual(cells(made.references[1], ...scoreColumns), ['3', '1', '', '3', '3', '3']);
      assert.deepEqual(cells(made.unassigned, ...scoreColumns), ['', '0', '', '', '', '']);
      await page.keyboard.press('Escape');
      // The home page: the evaluation's progress per evaluator.
      await page.goto(`${stack.cms.url}/admin`);
      await page.getByText('התקדמות ההערכה').first().waitFor({ timeout: 60_000 });
      await page.getByText(/הוגשו \d+ מתוך \d+ הערכות/).waitFor({ timeout: 60_000 });
      // ...and per area: the leads' area as the server counts it, one lead scored by both, disputed.
      const progress = await api(stack, 'GET', '/api/evaluation/progress');
      const counted = progress.data.areas.find((row) => row.area.key === AREA);
      assert.ok(counted.fullyScored >= 1 && counted.disagreements >= 1, 'a lead fully scored and disputed');
      const areaTable = page.getByRole('grid', { name: 'לפי תחום' });
      const areaRow = areaTable.getByRole('row').filter({ hasText: AREA_LABEL });
      await areaRow
        .getByText(`${counted.fullyScored} מתוך ${counted.assignedLeads}`, { exact: true })
        .waitFor({ timeout: 60_000 });
      await areaRow.getByRole('progressbar').waitFor();
      // A header cell (the design system gives a <th> the grid's cell role, not a column header's).
      assert.equal(await areaTable.locator('th', { hasText: 'הוערכו במלואן' }).count(), 1);
      await capture(page, 'home');
      await capture(page, 'home-progress', areaTable);
      assertNoLatin('ranking');
    },
  ),
];
