// The whole form filled and sent with the keyboard alone (IS 5568 / WCAG 2.1.1), on a phone-sized
// screen: every control is reached with Tab and operated with the keys a person would use.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { focusedId, minimalPdf, openLanding, stubRecaptcha, TEXTS } from '../lib/landing-page.mjs';

/** Presses Tab until the element with the id has the focus (at most `limit` times). */
const tabTo = async (page, id, limit = 40) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await focusedId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`#${id} was not reached with Tab (focus is on #${await focusedId(page)})`);
};

export default [
  {
    id: 'keyboard-375',
    name: 'the whole form can be filled and sent with the keyboard alone (375px)',
    viewport: { width: 375, height: 812 },
    run: async ({ page, context, stack, consoleErrors }) => {
      await stubRecaptcha(context);
      await openLanding(page, stack.siteUrl);

      // The skip link is the first stop and jumps to the form, which renders there.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), TEXTS.general.skipToContent);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: TEXTS.form.submit }).waitFor();
      assert.equal(await focusedId(page), 'lead-form');
      await tabTo(page, 'lead-visionPresenters', 3);
      await page.keyboard.type('מגישה אחת');
      await tabTo(page, 'lead-contacts-0-email');
      await page.keyboard.type('keys@example.org');

      await tabTo(page, 'lead-visionSubmissionArea-governmentAndAdministration');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedId(page), 'lead-visionSubmissionArea-regionalSecurityPolicy');
      assert.ok(await page.locator('#lead-visionSubmissionArea-regionalSecurityPolicy').isChecked());

      // Listening first: Playwright turns on catching the picker asynchronously, and a picker
      // opened before that is dismissed by headless Chromium unseen (half the runs, measured; this,
      // not the key, is why Space seemed not to open it in an earlier session).
      const chooser = page.waitForEvent('filechooser');
      await tabTo(page, 'lead-file');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await page.getByText(/הקובץ שנבחר: vision\u200E?\.pdf/).waitFor();

      await tabTo(page, 'lead-confirmation');
      await page.keyboard.press('Space');
      assert.ok(await page.locator('#lead-confirmation').isChecked());

      await page.keyboard.press('Tab'); // the terms link inside the label
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'submit');
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: TEXTS.general.thanksTitle }).waitFor({ timeout: 20_000 });
      assert.equal(await focusedId(page), 'lead-thanks-title');
      await expectNoViolations(page, 'sent');
      await page.screenshot({ path: path.join(ARTIFACTS, 'sent-375.png'), fullPage: true });
      assert.deepEqual(consoleErrors, []);
    },
  },
];
