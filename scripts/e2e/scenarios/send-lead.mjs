// A visitor fills the form in Hebrew, attaches a PDF and sends it; the lead and its file are in
// the CMS afterwards.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { countAttachments } from '../../lib/cms.mjs';
import { expectNoViolations } from '../lib/axe.mjs';
import { listLeads } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { field, fillLeadForm, focusedId, formReady, minimalPdf, openForm, TEXTS } from '../lib/landing-page.mjs';
import { E2E_SITE_KEY } from '../lib/stack.mjs';

export default [
  {
    id: 'send-lead',
    name: 'a visitor sends a proposal in Hebrew with a PDF, sees the thanks with a reference, and the lead is stored',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack, consoleErrors }) => {
      await openForm({ page, context, stack });

      const pdf = minimalPdf();
      await fillLeadForm(page, {
        presenters: 'Team ישראל ישראלי, 2שרה כהן',
        contacts: [
          { fullName: 'דנה לוי', role: 'רכזת קהילה', phoneNumber: '050-7654321', email: 'dana.levi@example.org' },
          { fullName: 'אורי כהן', email: 'ori@example.org' },
        ],
        area: 'educationAndEnlightenment',
        file: { name: 'החזון שלנו.pdf', mimeType: 'application/pdf', buffer: pdf },
        consent: true,
      });
      // Latin letters and digits are ignored in the Hebrew fields, as the typing filters in
      // config/src/input-filters.ts say; the phone number keeps its digits only.
      assert.equal(await field.presenters(page).inputValue(), ' ישראל ישראלי, שרה כהן');
      assert.equal(await field.contact(page, 0, 'phoneNumber').inputValue(), '0507654321');
      await page.getByText('מהגן ועד האקדמיה', { exact: false }).waitFor();
      await field.submit(page).click();

      const thanks = page.getByRole('heading', { name: TEXTS.general.thanksTitle });
      await thanks.waitFor({ timeout: 20_000 });
      assert.equal(await focusedId(page), 'lead-thanks-title');
      const reference = (await page.locator('#lead-form strong[dir="ltr"]').textContent()).trim();
      assert.ok(reference.length >= 4, `a reference is shown (got "${reference}")`);

      const dataLayer = await page.evaluate(() => window.dataLayer);
      assert.deepEqual(dataLayer, [{ event: 'form_sent' }]);
      const calls = await page.evaluate(() => window.__recaptchaCalls);
      assert.ok(calls.length >= 1 && calls.every((call) => call.action === 'submit' && call.siteKey === E2E_SITE_KEY));
      assert.ok((await stack.siteverify.calls()) >= 1, 'the CMS verified the token with the siteverify');

      const lead = (await listLeads(stack.cms.url, stack.adminToken)).find((entry) => entry.reference === reference);
      assert.ok(lead, `the lead ${reference} is in the CMS`);
      assert.equal(lead.visionPresenters, 'ישראל ישראלי, שרה כהן');
      assert.equal(lead.visionSubmissionArea, 'educationAndEnlightenment');
      assert.equal(lead.confirmation, true);
      assert.equal(lead.attachmentName, 'file.pdf');
      assert.equal(lead.attachmentType, 'application/pdf');
      assert.equal(lead.attachmentSize, pdf.length);
      assert.equal(lead.attachmentSha256, createHash('sha256').update(pdf).digest('hex'));
      assert.ok(countAttachments(stack.cms.privateDir) >= 1, 'the file is in private storage');

      await expectNoViolations(page, 'sent');
      await page.screenshot({ path: path.join(ARTIFACTS, 'sent-1440.png'), fullPage: true });

      await page.getByRole('button', { name: TEXTS.general.sendAnother }).click();
      await formReady(page);
      assert.equal(await field.presenters(page).inputValue(), '');
      assert.deepEqual(consoleErrors, []);
    },
  },
];
