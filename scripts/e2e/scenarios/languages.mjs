// The call in three languages (issue 25): a visitor submits in Arabic at 375 px and in English at
// 1440 px, with names in their own letters; each gets the confirmation in the page's language on
// the loopback SMTP server, and the lead is stored with that language, filtered by it in the panel.
// The switcher keeps a typed draft across languages, axe finds nothing on any of the three pages
// in the empty, errors and thank-you states, and an editor previews and publishes an Arabic text
// while the Hebrew page stays as it was.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import {
  areasOf,
  field,
  fillLeadForm,
  formReady,
  LOCALES,
  minimalPdf,
  openForm,
  openLanding,
  pageUrl,
  stubRecaptcha,
  textsOf,
} from '../lib/landing-page.mjs';

const ARABIC = /[\u0600-\u06FF]/;
const HEBREW = /[\u05D0-\u05EA]/;

const unique = () => String(randomBytes(3).readUIntBE(0, 3));

/** The mails to `address` that carry `reference`, once the outbox has sent one (it sends in the background). */
const mailsAbout = async (smtp, address, reference, timeoutMs = 30_000) => {
  const about = () => smtp.to(address).filter((mail) => (mail.parsed.text ?? '').includes(reference));
  const deadline = Date.now() + timeoutMs;
  while (about().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return about();
};

/** The page's own language and direction, as the document says them. */
const documentLanguage = (page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The lead with this reference as the lead list answers it (GET /api/leads/paginate), filtered by language. */
const leadIn = async (stack, lang, reference) => {
  const answer = await fetchJson(`${stack.cms.url}/api/leads/paginate?locale=${lang}&pageSize=100`, {
    token: stack.adminToken,
    what: 'leads',
  });
  return answer.data.find((lead) => lead.reference === reference);
};

/** Sends a whole proposal from the open page in `lang`, and answers the reference the thanks shows. */
const sendIn = async (page, lang, lead) => {
  await fillLeadForm(page, lead, { lang });
  await field.submit(page, lang).click();
  await page.getByRole('heading', { name: textsOf(lang).general.thanksTitle }).waitFor({ timeout: 60_000 });
  return (await page.locator('#lead-form strong[dir="ltr"]').textContent()).trim();
};

const submitIn = ({ lang, width, height, presenters, contact, script, dir }) => ({
  id: `language-${lang}-${width}`,
  name: `a visitor submits in ${LOCALES[lang].nameEn} at ${width}px, gets the confirmation in ${LOCALES[lang].nameEn}, and the lead is stored as ${lang}`,
  viewport: { width, height },
  run: async ({ page, context, stack, consoleErrors }) => {
    await openForm({ page, context, stack, lang });
    assert.deepEqual(await documentLanguage(page), { lang, dir });
    // The page's own texts, not Hebrew's: the heading and the area names.
    await page.getByRole('heading', { level: 1, name: textsOf(lang).topSection.title }).waitFor();
    await field.area(page, areasOf(lang)[0].label).waitFor();

    const email = `${lang}.${unique()}@example.org`;
    const reference = await sendIn(page, lang, {
      presenters,
      contacts: [{ ...contact, email }],
      area: 'health',
      file: { name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      consent: true,
    });
    await expectNoViolations(page, `${lang} thank-you`);
    await page.screenshot({ path: path.join(ARTIFACTS, `language-${lang}-sent-${width}.png`), fullPage: true });

    const [mail, ...more] = await mailsAbout(stack.smtp, email, reference);
    assert.ok(mail, `the confirmation to ${email} arrived`);
    assert.equal(more.length, 0, 'one confirmation');
    const { subject, html, text } = mail.parsed;
    assert.match(subject, script, `the subject is in ${LOCALES[lang].nameEn} (${subject})`);
    assert.doesNotMatch(subject, HEBREW);
    assert.match(html, new RegExp(`<html[^>]*dir="${dir}"`), 'the HTML part has the language direction');
    assert.match(html, new RegExp(`<html[^>]*lang="${lang}"`));
    assert.ok(text.includes(reference), 'the plain-text part carries the reference');
    assert.match(text, script);
    assert.ok(
      text.includes(areasOf(lang).find((area) => area.key === 'health').label),
      "the area in the page's language",
    );

    const stored = await leadIn(stack, lang, reference);
    assert.ok(stored, `the lead ${reference} is listed under ${lang}`);
    assert.equal(stored.locale, lang);
    assert.equal(stored.visionPresenters, presenters);
    assert.equal(stored.contacts[0].fullName, contact.fullName);
    assert.ok(!(await leadIn(stack, 'he', reference)), 'and not under Hebrew');
    assert.deepEqual(consoleErrors, []);
  },
});

/** The language switcher's link to `lang`, as the header names it. */
const switcherLink = (page, lang) => page.locator(`header a[hreflang="${lang}"]`);

const errorsState = async (page, lang) => {
  await field.submit(page, lang).click();
  await page
    .getByRole('alert')
    .filter({ hasText: textsOf(lang).errors.formHasErrors })
    .waitFor();
  await page.waitForTimeout(900); // the smooth scroll to the first field
};

const settingsPage = (lang) => `/admin/content-manager/single-types/api::setting.setting?plugins[i18n][locale]=${lang}`;

const publicTitle = async (stack, lang) => {
  const query = lang === 'he' ? '' : `?locale=${lang}`;
  const answer = await fetchJson(`${stack.cms.url}/api/settings/get${query}`, {
    headers: { 'Cache-Control': 'no-cache' },
    what: 'settings',
  });
  return answer.data.texts[lang].topSection.title;
};

export default [
  submitIn({
    lang: 'ar',
    width: 375,
    height: 812,
    presenters: 'فريق مدرسة الجليل',
    contact: { fullName: 'سارة الخطيب', role: 'معلمة', phoneNumber: '0501234567' },
    script: ARABIC,
    dir: 'rtl',
  }),
  submitIn({
    lang: 'en',
    width: 1440,
    height: 900,
    presenters: "The O'Neil-Cohen team",
    contact: { fullName: 'Sarah Cohen', role: 'Teacher', phoneNumber: '0521234567' },
    script: /[A-Za-z]{3}/,
    dir: 'ltr',
  }),
  {
    id: 'language-switch-keeps-draft',
    name: 'the switcher, by keyboard, changes the language and keeps what the visitor typed and chose',
    viewport: { width: 1024, height: 800 },
    run: async ({ page, context, stack, consoleErrors }) => {
      await openForm({ page, context, stack });
      await fillLeadForm(page, {
        presenters: 'צוות הגליל',
        contacts: [{ fullName: 'דנה לוי', email: 'dana.switch@example.org' }],
        area: 'economy',
        file: { name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      });
      for (const [lang, dir] of [
        ['ar', 'rtl'],
        ['en', 'ltr'],
        ['he', 'rtl'],
      ]) {
        const link = switcherLink(page, lang);
        assert.equal(await link.getAttribute('lang'), lang, 'the link is named in its own language');
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction((want) => document.documentElement.lang === want, lang);
        assert.deepEqual(await documentLanguage(page), { lang, dir });
        assert.equal(new URL(page.url()).pathname, LOCALES[lang].path);
        await formReady(page, lang);
        assert.equal(await field.presenters(page).inputValue(), 'צוות הגליל', `the draft stays (${lang})`);
        assert.equal(await field.contact(page, 0, 'email').inputValue(), 'dana.switch@example.org');
        assert.ok(await field.area(page, areasOf(lang).find((area) => area.key === 'economy').label).isChecked());
        await page.screenshot({ path: path.join(ARTIFACTS, `language-switch-${lang}-1024.png`) });
      }
      assert.deepEqual(consoleErrors, []);
    },
  },
  {
    id: 'language-axe',
    name: 'axe finds nothing on the Hebrew, Arabic and English pages, empty, with errors and after sending',
    viewport: { width: 375, height: 812 },
    run: async ({ page, context, stack }) => {
      await stubRecaptcha(context);
      for (const lang of ['he', 'ar', 'en']) {
        await openLanding(page, stack.siteUrl, lang);
        await formReady(page, lang);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.hreflang, new URL(link.href).pathname]));
        assert.deepEqual(
          alternates.sort(),
          [
            ['ar', '/ar/'],
            ['en', '/en/'],
            ['he', '/'],
            ['x-default', '/'],
          ],
          `hreflang alternates on ${lang}`,
        );
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        assert.equal(new URL(canonical, pageUrl(stack.siteUrl, lang)).pathname, LOCALES[lang].path);
        await expectNoViolations(page, `${lang} empty`);
        await errorsState(page, lang);
        await expectNoViolations(page, `${lang} errors`);
        await page.screenshot({ path: path.join(ARTIFACTS, `language-${lang}-errors-375.png`), fullPage: true });
        await page.reload();
        await formReady(page, lang);
        await sendIn(page, lang, {
          presenters: lang === 'ar' ? 'فريق' : lang === 'en' ? 'Team' : 'צוות',
          contacts: [{ email: `axe.${lang}.${unique()}@example.org` }],
          area: 'economy',
          file: { name: 'vision.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
          consent: true,
        });
        await expectNoViolations(page, `${lang} thank-you`);
      }
    },
  },
  {
    id: 'language-editor-arabic',
    name: 'an Editor changes an Arabic text, previews it on /ar/, publishes it, and the Hebrew page is unchanged',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack }) => {
      const hebrewBefore = await publicTitle(stack, 'he');
      const arabicTitle = `رؤيتكم لإسرائيل ${unique()}`;
      const editor = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: `arabic.editor.${unique()}@example.org`,
        roleCode: 'strapi-editor',
        firstname: 'עורכת',
      });
      await signIn(page, stack.cms.url, editor);
      await page.goto(`${stack.cms.url}${settingsPage('ar')}`);
      const title = page.getByRole('textbox', { name: /^הכותרת הראשית/ });
      await title.waitFor({ timeout: 60_000 });
      // The side panel's translation state: an emptied Arabic text is counted and named (beside
      // the documents, which Arabic takes from Hebrew until an editor uploads its own).
      await title.fill('');
      await page.getByRole('button', { name: 'שמירה', exact: true }).first().click();
      await page
        .getByText(/^ערבית: \d+ שדות לא מתורגמים$/)
        .first()
        .waitFor({ timeout: 60_000 });
      await page.getByText('אילו שדות בערבית').first().click();
      await page
        .getByText(/הכותרת הראשית/)
        .last()
        .waitFor({ timeout: 10_000 });
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(ARTIFACTS, `language-translation-status-${width}.png`) });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await title.fill(arabicTitle);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('api::setting.setting'),
      );
      await page.getByRole('button', { name: 'שמירה', exact: true }).first().click();
      assert.equal((await saved).status(), 200, 'the Arabic draft is saved');
      assert.notEqual(await publicTitle(stack, 'ar'), arabicTitle, 'a save does not go live');

      // The preview: the real /ar/ page with the Arabic draft.
      await page
        .getByRole('link', { name: 'פתיחת התצוגה המקדימה' })
        .or(page.getByRole('button', { name: 'פתיחת התצוגה המקדימה' }))
        .first()
        .click();
      const frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { level: 1, name: arabicTitle }).waitFor({ timeout: 60_000 });
      assert.equal(await frame.locator('html').getAttribute('lang'), 'ar');
      await page.screenshot({ path: path.join(ARTIFACTS, 'language-editor-arabic-preview-1440.png') });

      await page.goto(`${stack.cms.url}${settingsPage('ar')}`);
      await title.waitFor({ timeout: 60_000 });
      const published = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/actions/publish'),
      );
      await page.getByRole('button', { name: 'פרסום', exact: true }).first().click();
      assert.equal((await published).status(), 200, 'published');
      assert.equal(await publicTitle(stack, 'ar'), arabicTitle, 'the Arabic page has it');
      assert.equal(await publicTitle(stack, 'he'), hebrewBefore, 'the Hebrew page is unchanged');

      const visitor = await context.newPage();
      await openLanding(visitor, stack.siteUrl, 'ar');
      await visitor.getByRole('heading', { level: 1, name: arabicTitle }).waitFor({ timeout: 60_000 });
      await openLanding(visitor, stack.siteUrl, 'he');
      await visitor.getByRole('heading', { level: 1, name: hebrewBefore }).waitFor({ timeout: 60_000 });
      await visitor.close();
    },
  },
];
