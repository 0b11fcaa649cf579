// The e-mails seen before they are sent (issue 22): an Editor opens Settings, the side panel
// "תצוגת הדוא״ל" shows the visitors' confirmation as it will arrive (right to left, the sample
// reference), follows the form's unsaved subject as it is typed, and "שליחת דוא״ל ניסיון" delivers
// that very subject to the Editor's own address on the loopback SMTP server. A Leads manager is not
// offered the panel. Screenshots at 1440 and 1024 px (below 1080 px Strapi moves the side panels
// into a drawer, opened here).

import assert from 'node:assert/strict';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';

const SETTINGS_PAGE = '/admin/content-manager/single-types/api::setting.setting?plugins[i18n][locale]=he';
const PANEL_TITLE = 'תצוגת הדוא״ל';
const SAMPLE_REFERENCE = 'VN-4821-0123';
const UNSAVED_SUBJECT = 'נושא שעוד לא נשמר {reference}';

const waitForMail = async (smtp, address, subject, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.to(address).find((candidate) => candidate.parsed.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) assert.fail(`no test e-mail "${subject}" reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * The side panel at a width below Strapi's desktop (1080 px): the panels sit in a drawer at the
 * bottom, opened by its button (a collapsed drawer's content still counts as visible to the browser,
 * so the open state is read from the button's name).
 */
const openDrawer = async (page) => {
  await page.getByRole('button', { name: 'פתיחת פעולות נוספות' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'סגירת הפעולות הנוספות' }).waitFor({ timeout: 15_000 });
  await page.getByText(PANEL_TITLE, { exact: true }).scrollIntoViewIfNeeded();
};

export default [
  {
    id: 'mail-preview',
    name: 'an Editor sees the confirmation e-mail as it will arrive, with unsaved texts, and sends it to themselves',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const editor = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'mail.preview.editor@example.org',
        roleCode: 'strapi-editor',
        firstname: 'נועה',
      });
      await signIn(page, stack.cms.url, editor);
      await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
      // A first visit of the panel on a busy machine loads its code for a while.
      await page.getByText(PANEL_TITLE, { exact: true }).waitFor({ timeout: 60_000 });

      const frame = page.frameLocator(`iframe[title="ההודעה כפי שהנמען יראה אותה"]`);
      await frame.locator('html[dir="rtl"][lang="he"]').waitFor({ timeout: 15_000 });
      assert.match(await frame.locator('body').innerText(), new RegExp(SAMPLE_REFERENCE), 'the sample reference');

      // The form's unsaved subject reaches the preview.
      const subjectField = page.locator('[name="emails.confirmationSubject"]');
      await subjectField.scrollIntoViewIfNeeded();
      await subjectField.fill(UNSAVED_SUBJECT);
      const expectedSubject = UNSAVED_SUBJECT.replace('{reference}', SAMPLE_REFERENCE);
      await page.locator('[data-mail-subject]').filter({ hasText: expectedSubject }).waitFor({ timeout: 15_000 });

      await page.getByText(PANEL_TITLE, { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'mail-preview-1440.png') });

      await page.getByRole('button', { name: 'שליחת דוא״ל ניסיון' }).click();
      await page.getByText(`נשלח אל ${editor.email}`).first().waitFor({ timeout: 15_000 });
      const mail = await waitForMail(stack.smtp, editor.email, expectedSubject);
      assert.match(mail.parsed.html ?? '', /<html dir="rtl" lang="he">/, 'the test e-mail is right to left');

      await page.setViewportSize({ width: 1024, height: 900 });
      await openDrawer(page);
      const subject = page.locator('[data-mail-subject]').filter({ hasText: expectedSubject });
      await subject.waitFor({ state: 'visible', timeout: 15_000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'mail-preview-1024.png') });
    },
  },
  {
    id: 'mail-preview-leads-manager',
    name: 'a Leads manager is not offered the e-mail preview',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'mail.preview.leads@example.org',
        roleCode: 'leads-manager',
        firstname: 'אורי',
      });
      await signIn(page, stack.cms.url, manager);
      await page.goto(`${stack.cms.url}${SETTINGS_PAGE}`);
      await page.locator('[name="isClosed"], [name="staffEmails"]').first().waitFor({ timeout: 60_000 });
      assert.equal(await page.getByText(PANEL_TITLE, { exact: true }).count(), 0, 'no e-mail preview');
    },
  },
];
