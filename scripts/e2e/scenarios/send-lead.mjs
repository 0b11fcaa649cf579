// A visitor fills the form in Hebrew, attaches a PDF and sends it; the lead and its file are in
// the CMS afterwards, and each contact receives one confirmation in Hebrew on the loopback SMTP
// server, also when that server was down while the visitor sent.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { countAttachments } from '../../lib/cms.mjs';
import { expectNoViolations } from '../lib/axe.mjs';
import { listLeads } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { AREAS, field, fillLeadForm, focusedId, formReady, minimalPdf, openForm, TEXTS } from '../lib/landing-page.mjs';
import { E2E_SITE_KEY } from '../lib/stack.mjs';

const HEBREW = /[\u0590-\u05FF]/;

/** The mails to `address` about the lead `reference` (other scenarios mail the same addresses). */
const mailsAbout = (smtp, address, reference) =>
  smtp.to(address).filter((mail) => (mail.parsed.text ?? '').includes(reference));

/** Waits for a mail about the lead (the outbox sends in the background), then answers them all. */
const mailsTo = async (smtp, address, reference, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (mailsAbout(smtp, address, reference).length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  return mailsAbout(smtp, address, reference);
};

/** One confirmation to the address: Hebrew, right to left, with a plain-text part and the reference. */
const assertConfirmation = (mails, address, reference) => {
  assert.equal(mails.length, 1, `one confirmation to ${address} about ${reference} (got ${mails.length})`);
  const [{ parsed }] = mails;
  assert.match(parsed.subject, HEBREW, 'the subject is Hebrew');
  assert.match(parsed.html, /<html[^>]*dir="rtl"/, 'the HTML part is right to left');
  assert.match(parsed.html, /lang="he"/);
  assert.ok(parsed.html.includes(reference), 'the HTML part carries the reference');
  assert.match(parsed.text, HEBREW);
};

const sendProposal = async (page, email) => {
  await fillLeadForm(page, {
    presenters: 'נועה ברק',
    contacts: [{ fullName: 'נועה ברק', role: 'מורה', phoneNumber: '050-1112233', email }],
    area: 'educationAndEnlightenment',
    file: { name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    consent: true,
  });
  await field.submit(page).click();
  await page.getByRole('heading', { name: TEXTS.general.thanksTitle }).waitFor({ timeout: 20_000 });
  return (await page.locator('#lead-form strong[dir="ltr"]').textContent()).trim();
};

export default [
  {
    id: 'send-lead',
    name: 'a visitor sends a proposal in Hebrew with a PDF, sees the thanks with a reference, and the lead is stored',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack, consoleErrors }) => {
      await openForm({ page, context, stack });

      const pdf = minimalPdf();
      await fillLeadForm(page, {
        presenters: 'ישראל ישראלי, 2שרה כהן3',
        contacts: [
          { fullName: 'דנה לוי', role: 'רכזת קהילה', phoneNumber: '050-7654321', email: 'dana.levi@example.org' },
          { fullName: 'אורי כהן', email: 'ori@example.org' },
        ],
        area: 'educationAndEnlightenment',
        file: { name: 'החזון שלנו.pdf', mimeType: 'application/pdf', buffer: pdf },
        consent: true,
      });
      // Digits are ignored in the name fields, as the typing filters in config/src/input-filters.ts
      // say (Hebrew, Arabic and Latin letters pass: the language-* scenarios send Arabic and Latin
      // names); the phone number keeps its digits only.
      assert.equal(await field.presenters(page).inputValue(), 'ישראל ישראלי, שרה כהן');
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

      // Each contact's confirmation, in Hebrew, with the reference, the area and the file's name.
      for (const address of ['dana.levi@example.org', 'ori@example.org']) {
        const mails = await mailsTo(stack.smtp, address, reference);
        assertConfirmation(mails, address, reference);
        const area = AREAS.find((entry) => entry.key === 'educationAndEnlightenment').label;
        assert.ok(mails[0].parsed.text.includes(area), `the confirmation names the area (${area})`);
        assert.ok(mails[0].parsed.text.includes(lead.attachmentName), 'the confirmation names the file');
      }

      await expectNoViolations(page, 'sent');
      await page.screenshot({ path: path.join(ARTIFACTS, 'sent-1440.png'), fullPage: true });

      await page.getByRole('button', { name: TEXTS.general.sendAnother }).click();
      await formReady(page);
      assert.equal(await field.presenters(page).inputValue(), '');
      assert.deepEqual(consoleErrors, []);
    },
  },
  {
    id: 'send-lead-smtp-down',
    name: 'with the mail server down the visitor is thanked at once, and the confirmation leaves once, when it is back',
    viewport: { width: 1024, height: 800 },
    run: async ({ page, context, stack, consoleErrors }) => {
      const address = `smtp-down-${Date.now()}@example.org`;
      await openForm({ page, context, stack });
      await stack.smtp.stop();
      let reference;
      try {
        reference = await sendProposal(page, address);
        const lead = (await listLeads(stack.cms.url, stack.adminToken)).find((entry) => entry.reference === reference);
        assert.ok(lead, `the lead ${reference} is stored while SMTP is down`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal(mailsAbout(stack.smtp, address, reference).length, 0);
      } finally {
        await stack.smtp.start();
      }
      assertConfirmation(await mailsTo(stack.smtp, address, reference), address, reference);
      // Nothing more arrives for it: the job was marked sent, not tried again.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      assert.equal(mailsAbout(stack.smtp, address, reference).length, 1, 'exactly one confirmation');
      assert.deepEqual(consoleErrors, []);
    },
  },
];
