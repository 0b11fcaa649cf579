// The whole form filled and sent with the keyboard alone (IS 5568 / WCAG 2.1.1), on a phone-sized
// screen: every control is reached with Tab and operated with the keys a person would use.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { fillLeadForm, focusedId, minimalPdf, openLanding, stubRecaptcha, tabTo, TEXTS } from '../lib/landing-page.mjs';

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
      // The area is chosen with the arrow keys (the second one is one ArrowDown away), the file
      // picker and the consent box are opened and ticked with Space.
      await fillLeadForm(
        page,
        {
          presenters: 'מגישה אחת',
          contacts: [{ email: 'keys@example.org' }],
          area: 'regionalSecurityPolicy',
          file: { name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
          consent: true,
        },
        { keyboard: true },
      );
      assert.ok(await page.locator('#lead-visionSubmissionArea-regionalSecurityPolicy').isChecked());
      assert.ok(await page.locator('#lead-confirmation').isChecked());

      await page.keyboard.press('Tab'); // the terms link inside the label
      await page.keyboard.press('Tab'); // the privacy notice's link under the box
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'A');
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
