// A submit with mistakes: the page scrolls to the first invalid field and focuses it, and every
// error is tied to its field and visible.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { field, fillLeadForm, focusedId, inViewport, openForm, TEXTS, typeInto } from '../lib/landing-page.mjs';

const settle = (page) => page.waitForTimeout(900); // the smooth scroll

const invalidSubmit = (width, height) => ({
  id: `invalid-${width}`,
  name: `an invalid submit at ${width}px scrolls to the first invalid field, focuses it and shows every error`,
  viewport: { width, height },
  run: async ({ page, context, stack, consoleErrors }) => {
    await openForm({ page, context, stack });

    // Empty form: the first field is the presenters.
    await field.submit(page).click();
    await page.waitForFunction(() => document.activeElement?.id === 'lead-visionPresenters');
    await settle(page);
    assert.ok(await inViewport(field.presenters(page)), 'the presenters field is on screen');
    assert.equal(await field.presenters(page).getAttribute('aria-invalid'), 'true');
    const described = await field.presenters(page).getAttribute('aria-describedby');
    assert.equal(await page.locator(`#${described}`).innerText(), TEXTS.errors.visionPresentersRequired);
    for (const text of ['emailRequired', 'visionSubmissionAreaRequired', 'fileRequired', 'confirmationRequired']) {
      await page.getByText(TEXTS.errors[text]).waitFor();
    }
    await page.getByRole('alert').filter({ hasText: TEXTS.errors.formHasErrors }).waitFor();
    await expectNoViolations(page, 'error');
    await page.screenshot({ path: path.join(ARTIFACTS, `errors-${width}.png`), fullPage: true });

    // Presenters and a first contact filled, a second contact without its e-mail: focus goes to it.
    await fillLeadForm(page, {
      presenters: 'ישראל ישראלי',
      contacts: [{ email: 'first@example.org' }, { fullName: 'רון' }],
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await field.submit(page).click();
    await page.waitForFunction(() => document.activeElement?.id === 'lead-contacts-1-email');
    await settle(page);
    assert.ok(await inViewport(field.contact(page, 1, 'email')), 'the second e-mail field is on screen');

    // Contacts fine: the area group is next, its first radio takes the focus.
    await typeInto(field.contact(page, 1, 'email'), 'ron@example.org');
    await field.submit(page).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'radio');
    assert.equal(await focusedId(page), 'lead-visionSubmissionArea-governmentAndAdministration');
    assert.deepEqual(consoleErrors, []);
  },
});

export default [invalidSubmit(375, 812), invalidSubmit(1440, 900)];
