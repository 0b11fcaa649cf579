// The form's draft in the visitor's browser: what they typed (not the file) is there again after
// a reload or in a new tab, with a quiet notice; "ניקוי הטופס" asks, then empties the fields and
// forgets the draft, so the next visit starts clean. At three widths, with screenshots of the
// restored form and of the question.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS, field, fillLeadForm, focusedId, formReady, minimalPdf, openForm, TEXTS } from '../lib/landing-page.mjs';

const DRAFT_KEY = 'vision.leadDraft';
const { form } = TEXTS;

const LEAD = {
  presenters: 'אורית גל, יואב שמש',
  contacts: [{ fullName: 'אורית גל', role: 'מתכננת ערים', phoneNumber: '0541234567', email: 'orit.gal@example.org' }],
  area: 'educationAndEnlightenment',
  file: { name: 'draft.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
  consent: true,
};
const areaLabel = AREAS.find((area) => area.key === LEAD.area).label;

/** Waits until the page's debounced save has put the whole typed lead in localStorage. */
const draftSaved = (page) =>
  page.waitForFunction(
    ({ key, email }) => {
      const text = window.localStorage.getItem(key);
      return text !== null && text.includes(email) && JSON.parse(text).values.confirmation === true;
    },
    { key: DRAFT_KEY, email: LEAD.contacts[0].email },
    { timeout: 10_000 },
  );

const expectRestored = async (page) => {
  await page.getByText(form.draftRestored).waitFor();
  assert.equal(
    await page.getByText(form.draftRestored).evaluate((element) => element.closest('[role="status"]') !== null),
    true,
    'the notice is in a polite status region',
  );
  assert.equal(await field.presenters(page).inputValue(), LEAD.presenters);
  assert.equal(await field.contact(page, 0, 'email').inputValue(), LEAD.contacts[0].email);
  assert.equal(await field.contact(page, 0, 'role').inputValue(), LEAD.contacts[0].role);
  assert.ok(await field.area(page, areaLabel).isChecked(), 'the area is chosen again');
  assert.ok(await field.consent(page).isChecked(), 'the consent is ticked again');
  assert.equal(await field.file(page).evaluate((input) => input.files.length), 0, 'the file is not kept');
};

const scenario = (width, height, { newTab }) => ({
  id: `draft-${width}`,
  name: `the typed form survives ${newTab ? 'a closed tab' : 'a reload'} and "ניקוי הטופס" empties it (${width}px)`,
  viewport: { width, height },
  run: async ({ page: firstPage, context, stack, consoleErrors }) => {
    await openForm({ page: firstPage, context, stack });
    await fillLeadForm(firstPage, LEAD);
    await draftSaved(firstPage);
    assert.ok(
      !(await firstPage.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).includes('draft.pdf'),
      'the file name is not stored',
    );

    let page = firstPage;
    if (newTab) {
      // A closed tab, then the site opened again in the same browser.
      await firstPage.close();
      page = await context.newPage();
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await page.goto(stack.siteUrl);
    } else {
      await page.reload();
    }
    await formReady(page);
    await expectRestored(page);
    await expectNoViolations(page, 'restored draft');
    await page.locator('#lead-form').screenshot({ path: path.join(ARTIFACTS, `draft-restored-${width}.png`) });

    // The control is reached with Tab from the send button, and asks before it clears.
    await field.submit(page).focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), form.clearForm);
    await page.keyboard.press('Enter');
    const question = page.getByRole('group', { name: form.clearFormQuestion });
    await question.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), form.clearFormCancel);
    await expectNoViolations(page, 'clear question');
    await question.scrollIntoViewIfNeeded();
    await page
      .locator('#lead-form form > :last-child')
      .screenshot({ path: path.join(ARTIFACTS, `draft-clear-question-${width}.png`) });

    await page.getByRole('button', { name: form.clearFormConfirm }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'lead-visionPresenters');
    assert.equal(await field.presenters(page).inputValue(), '');
    assert.equal(await field.contact(page, 0, 'email').inputValue(), '');
    assert.ok(!(await field.area(page, areaLabel).isChecked()));
    assert.ok(!(await field.consent(page).isChecked()));
    assert.equal(await page.getByText(form.draftRestored).count(), 0);
    assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY), null);

    // Nothing comes back on the next visit.
    await page.reload();
    await formReady(page);
    await page.waitForTimeout(800);
    assert.equal(await field.presenters(page).inputValue(), '');
    assert.equal(await page.getByText(form.draftRestored).count(), 0);
    assert.equal(await focusedId(page), '', 'the page does not grab the focus');
    assert.deepEqual(consoleErrors, []);
  },
});

export default [
  scenario(1440, 900, { newTab: true }),
  scenario(1024, 768, { newTab: false }),
  scenario(375, 812, { newTab: false }),
];
