// The landing page as a visitor uses it: the texts it shows (the CMS seeds the contract's
// defaults), a stand-in for Google's reCAPTCHA, and the form's fields.

import { createRequire } from 'node:module';
import { pdfBytes } from '../../lib/pdf-bytes.cjs';
import { dir } from '../../lib/workspace.mjs';

const config = createRequire(dir('config', 'package.json'))('./dist/cjs/index.js');
export const {
  DEFAULT_TEXTS: TEXTS,
  DEFAULT_AREAS: AREAS,
  DEFAULT_CLOSED_TEXT: CLOSED_TEXT,
  CONTACT_FIELDS,
  LOCALES,
  LOCALE_CODES,
  fillText,
} = config;

/** The texts and areas the CMS seeds for a language (config/src/translations/): what its page shows. */
export const textsOf = (lang = 'he') => config.SEEDED_TEXTS[lang].texts;
export const areasOf = (lang = 'he') => config.SEEDED_TEXTS[lang].areas;

/** The address of a language's page (/, /ar/, /en/) on the site. */
export const pageUrl = (siteUrl, lang = 'he') => new URL(LOCALES[lang].path, siteUrl).href;

/**
 * Google's script cannot load here (no internet). The site uses a window.grecaptcha that is
 * already there, so this one is put in before any page script runs. Its tokens start with 'ok-',
 * which the fake siteverify passes; each one is recorded.
 */
export const stubRecaptcha = (context) =>
  context.addInitScript(() => {
    window.__recaptchaCalls = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, options) => {
        const token = `ok-${crypto.randomUUID()}`;
        window.__recaptchaCalls.push({ siteKey, action: options?.action, token });
        return token;
      },
    };
  });

export const openLanding = async (page, siteUrl, lang = 'he') => {
  await page.goto(pageUrl(siteUrl, lang));
  await page.getByRole('heading', { level: 1 }).waitFor();
};

/** Scrolls to the form, as a visitor does (it renders when they near it), and waits for it. */
export const formReady = async (page, lang = 'he') => {
  await page.locator('#lead-form').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: textsOf(lang).form.submit }).waitFor();
};

/** What most scenarios start with: the bot check stubbed, the page open, the form on screen. */
export const openForm = async ({ page, context, stack, lang = 'he' }) => {
  await stubRecaptcha(context);
  await openLanding(page, stack.siteUrl, lang);
  await formReady(page, lang);
};

/** The ids the form gives its controls (site/src/features/lead-form/lib/field-ids.ts). */
const fieldIds = {
  presenters: 'lead-visionPresenters',
  contact: (index, name) => `lead-contacts-${index}-${name}`,
  area: (key) => `lead-visionSubmissionArea-${key}`,
  file: 'lead-file',
  consent: 'lead-confirmation',
};

export const field = {
  presenters: (page) => page.locator(`#${fieldIds.presenters}`),
  contact: (page, index, name) => page.locator(`#${fieldIds.contact(index, name)}`),
  area: (page, label) => page.getByRole('radio', { name: label }),
  file: (page) => page.locator(`#${fieldIds.file}`),
  consent: (page) => page.locator(`#${fieldIds.consent}`),
  submit: (page, lang = 'he') => page.getByRole('button', { name: textsOf(lang).form.submit }),
};

/** Types like a person: key by key. */
export const typeInto = (locator, text) => locator.pressSequentially(text, { delay: 15 });

/** Presses Tab until the element with the id has the focus (at most `limit` times). */
export const tabTo = async (page, id, limit = 40) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await focusedId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`#${id} was not reached with Tab (focus is on #${await focusedId(page)})`);
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form's notice for a chosen file; the site puts a left-to-right mark before the extension. */
const fileChosenNotice = (name, lang = 'he') => {
  const [before, after = ''] = textsOf(lang).form.fileChosen.split('{name}', 2);
  const shown = escapeRegExp(name).replace(/\\\.(?=[^.]+$)/, '\u200E?\\.');
  return new RegExp(`${escapeRegExp(before)}${shown}${escapeRegExp(after)}`);
};

/** How a visitor with a mouse or a touch screen works each control. */
const byPointer = (page, lang) => ({
  type: (id, text) => typeInto(page.locator(`#${id}`), text),
  addContact: () => page.getByRole('button', { name: textsOf(lang).form.addContact }).click(),
  chooseArea: (key) => field.area(page, areasOf(lang).find((area) => area.key === key).label).check(),
  attach: (file) => field.file(page).setInputFiles(file),
  consent: () => field.consent(page).check(),
});

/** How a visitor with the keyboard alone does: Tab to each control, then keys (IS 5568 / WCAG 2.1.1). */
const byKeyboard = (page) => ({
  type: async (id, text) => {
    await tabTo(page, id);
    await page.keyboard.type(text);
  },
  addContact: () => {
    throw new Error('a second contact is not yet added with the keyboard here');
  },
  // Tab enters the group on its first option; the arrow keys move the choice along it.
  chooseArea: async (key) => {
    await tabTo(page, fieldIds.area(AREAS[0].key));
    for (let presses = 0; presses < AREAS.length; presses += 1) {
      if ((await focusedId(page)) === fieldIds.area(key)) return;
      await page.keyboard.press('ArrowDown');
    }
    throw new Error(`the area ${key} was not reached with the arrow keys (focus is on #${await focusedId(page)})`);
  },
  attach: async (file) => {
    // Listening first: Playwright turns on catching the picker asynchronously, and a picker
    // opened before that is dismissed by headless Chromium unseen (half the runs, measured; this,
    // not the key, is why Space seemed not to open it in an earlier session).
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, fieldIds.file);
    await page.keyboard.press('Space');
    await (await chooser).setFiles(file);
  },
  consent: async () => {
    await tabTo(page, fieldIds.consent);
    await page.keyboard.press('Space');
  },
});

/**
 * Fills the lead form as a visitor does, in the page's order, with whatever `lead` holds:
 * `{ presenters, contacts: [{ fullName, role, phoneNumber, email }], area (a key), file
 * ({ name, mimeType, buffer }), consent }`. Contacts after the first are added with the form's
 * button; a chosen file is awaited until the form names it. `{ keyboard: true }` reaches every
 * control with Tab and works it with keys only; `lang` is the page's language.
 */
export const fillLeadForm = async (page, lead, { keyboard = false, lang = 'he' } = {}) => {
  const visitor = keyboard ? byKeyboard(page) : byPointer(page, lang);
  if (lead.presenters !== undefined) await visitor.type(fieldIds.presenters, lead.presenters);
  for (const [index, contact] of (lead.contacts ?? []).entries()) {
    if (index > 0) await visitor.addContact();
    for (const name of CONTACT_FIELDS) {
      if (contact[name] !== undefined) await visitor.type(fieldIds.contact(index, name), contact[name]);
    }
  }
  if (lead.area !== undefined) await visitor.chooseArea(lead.area);
  if (lead.file !== undefined) {
    await visitor.attach(lead.file);
    await page.getByText(fileChosenNotice(lead.file.name, lang)).waitFor();
  }
  if (lead.consent) await visitor.consent();
};

/**
 * A small but complete PDF (1 KB), the same bytes for the whole run, as a visitor who sends the
 * one file again: every lead of the run shares its duplicate key.
 */
const SMALL_PDF = pdfBytes(1024);
export const minimalPdf = () => Buffer.from(SMALL_PDF);

/** The id of the element that has the keyboard focus. */
export const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

/** True when the element is inside the visible part of the page. */
export const inViewport = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const target = box.height > 2 ? box : element.parentElement.getBoundingClientRect();
    return target.bottom > 0 && target.top < window.innerHeight;
  });
