// The submission window end to end. A visitor's page loaded while the window was open keeps its
// (now stale) settings answer; the deadline is moved into the past meanwhile; the send is refused
// by the CMS (403 SUBMISSIONS_CLOSED), nothing is stored, and the page shows the closed text.
// Before the window opens the page shows the editor's "opens on" text and the CMS refuses too.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { listLeads, setSubmissionWindow } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import {
  CLOSED_TEXT,
  field,
  fillLeadForm,
  fillText,
  minimalPdf,
  openForm,
  openLanding,
  stubRecaptcha,
  TEXTS,
} from '../lib/landing-page.mjs';

const HOUR = 3_600_000;
const ISRAEL = 'Asia/Jerusalem';

/** The opens-on text as the site writes it (site/src/features/lead-form/lib/window-text.ts). */
const opensOnText = (instant) =>
  fillText(TEXTS.form.opensOn, {
    date: new Intl.DateTimeFormat('he-IL', {
      timeZone: ISRAEL,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(instant),
    time: new Intl.DateTimeFormat('he-IL', {
      timeZone: ISRAEL,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  });

/**
 * Every settings request of the page answered with the first answer it got, as a cache that
 * has not heard of the editor's change would: the page cannot learn of the new deadline.
 */
const freezeSettings = async (page) => {
  let first = null;
  const served = { count: 0 };
  await page.route('**/api/settings/get', async (route) => {
    served.count += 1;
    if (first === null) {
      const response = await route.fetch();
      first = { status: response.status(), headers: response.headers(), body: await response.body() };
    }
    await route.fulfill(first);
  });
  return served;
};

/** A direct POST as the site sends it; answers the CMS's status and error code. */
const postLead = async (cmsUrl) => {
  const body = new FormData();
  body.append('visionPresenters', 'מגיש מוקדם');
  body.append('file', new Blob([minimalPdf()], { type: 'application/pdf' }), 'file.pdf');
  body.append('contacts', JSON.stringify([{ fullName: '', role: '', phoneNumber: '', email: 'early@example.org' }]));
  body.append('visionSubmissionArea', 'economy');
  body.append('confirmation', 'true');
  body.append('recaptchaToken', 'ok-early');
  const response = await fetch(`${cmsUrl}/api/leads/create`, { method: 'POST', body });
  const json = await response.json();
  return { status: response.status, code: json.error?.code };
};

export default [
  {
    id: 'window-closes-while-open',
    name: 'a page with a stale settings answer sends after the deadline: the CMS refuses (403) and the page shows the closed text',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack, consoleErrors }) => {
      const { cms, adminToken } = stack;
      await setSubmissionWindow(cms.url, adminToken, { opensAt: Date.now() - HOUR, closesAt: Date.now() + 24 * HOUR });
      try {
        const settingsRequests = await freezeSettings(page);
        await openForm({ page, context, stack });
        await fillLeadForm(page, {
          presenters: 'מגישה אחרונה',
          contacts: [{ email: 'last.minute@example.org' }],
          area: 'lawAndJustice',
          file: { name: 'late.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
          consent: true,
        });
        const leadsBefore = (await listLeads(cms.url, adminToken)).length;

        // The editor moves the deadline to a minute ago while the visitor's page stays open.
        await setSubmissionWindow(cms.url, adminToken, { opensAt: Date.now() - HOUR, closesAt: Date.now() - 60_000 });

        const answer = page.waitForResponse(
          (response) => response.url().endsWith('/api/leads/create') && response.request().method() === 'POST',
        );
        await field.submit(page).click();
        const refusal = await answer;
        assert.equal(refusal.status(), 403);
        assert.equal((await refusal.json()).error.code, 'SUBMISSIONS_CLOSED');
        await page.getByText(CLOSED_TEXT).waitFor({ timeout: 20_000 });
        assert.equal(await field.submit(page).count(), 0, 'the form is gone');
        assert.equal(settingsRequests.count, 1, 'the page only ever had the stale settings answer');
        assert.equal((await listLeads(cms.url, adminToken)).length, leadsBefore, 'no lead was stored');
        await expectNoViolations(page, 'closed by the server');
        await page.screenshot({ path: path.join(ARTIFACTS, 'window-closed-by-server-1440.png'), fullPage: true });
      } finally {
        await setSubmissionWindow(cms.url, adminToken, {});
      }
      assert.deepEqual(
        consoleErrors.filter((text) => !/403/.test(text)),
        [],
      );
    },
  },
  {
    id: 'window-opens-later',
    name: 'before the window opens the page shows the "opens on" text in Israel time, and the CMS refuses a lead',
    viewport: { width: 375, height: 812 },
    run: async ({ page, context, stack, consoleErrors }) => {
      const { cms, adminToken } = stack;
      // Two days ahead, on a whole minute: the text shows minutes.
      const opensAt = Math.ceil((Date.now() + 48 * HOUR) / 60_000) * 60_000;
      await setSubmissionWindow(cms.url, adminToken, { opensAt, closesAt: opensAt + 30 * 24 * HOUR });
      try {
        await stubRecaptcha(context);
        await openLanding(page, stack.siteUrl);
        await page.locator('#lead-form').scrollIntoViewIfNeeded();
        const text = opensOnText(opensAt);
        await page.getByText(text).waitFor();
        await page.waitForTimeout(500); // the lazily loaded form must not appear either
        assert.equal(await page.getByRole('button', { name: TEXTS.form.submit }).count(), 0);
        await expectNoViolations(page, 'not yet open');
        await page.locator('#lead-form').screenshot({ path: path.join(ARTIFACTS, 'window-opens-later-375.png') });

        assert.deepEqual(await postLead(cms.url), { status: 403, code: 'SUBMISSIONS_CLOSED' });
      } finally {
        await setSubmissionWindow(cms.url, adminToken, {});
      }
      assert.deepEqual(consoleErrors, []);
    },
  },
];
