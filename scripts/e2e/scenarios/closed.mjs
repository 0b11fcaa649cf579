// Submissions closed by an editor: a page opened before the switch shows the closed text when the
// CMS refuses its submit (403 SUBMISSIONS_CLOSED), and a fresh page shows it instead of the form.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { setSubmissionsClosed } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { CLOSED_TEXT, field, fillLeadForm, minimalPdf, openForm, TEXTS } from '../lib/landing-page.mjs';

export default [
  {
    id: 'closed-1440',
    name: 'when an editor closes submissions, the closed text replaces the form (also on a page opened before)',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack, consoleErrors }) => {
      await openForm({ page, context, stack });
      await fillLeadForm(page, {
        presenters: 'מגיש מאוחר',
        contacts: [{ email: 'late@example.org' }],
        area: 'health',
        file: { name: 'late.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
        consent: true,
      });

      await setSubmissionsClosed(stack.cms.url, stack.adminToken, true);
      try {
        await field.submit(page).click();
        await page.getByText(CLOSED_TEXT).waitFor({ timeout: 20_000 });
        assert.equal(await field.submit(page).count(), 0, 'the form is gone');

        await page.reload();
        await page.getByText(CLOSED_TEXT).waitFor();
        await page.waitForTimeout(500); // the lazily loaded form must not appear either
        assert.equal(await page.getByRole('button', { name: TEXTS.form.submit }).count(), 0);
        await expectNoViolations(page, 'closed');
        await page.screenshot({ path: path.join(ARTIFACTS, 'closed-1440.png'), fullPage: true });
      } finally {
        await setSubmissionsClosed(stack.cms.url, stack.adminToken, false);
      }
      assert.deepEqual(
        consoleErrors.filter((text) => !/403/.test(text)),
        [],
      );
    },
  },
];
