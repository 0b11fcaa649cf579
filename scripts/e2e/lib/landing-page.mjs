// The landing page as a visitor uses it: the texts it shows (the CMS seeds the contract's
// defaults), a stand-in for Google's reCAPTCHA, and the form's fields.

import { createRequire } from 'node:module';
import { dir } from '../../lib/workspace.mjs';

const config = createRequire(dir('config', 'package.json'))('./dist/cjs/index.js');
export const { DEFAULT_TEXTS: TEXTS, DEFAULT_AREAS: AREAS, DEFAULT_CLOSED_TEXT: CLOSED_TEXT, fillText } = config;

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

export const openLanding = async (page, siteUrl) => {
  await page.goto(siteUrl);
  await page.getByRole('heading', { level: 1 }).waitFor();
};

/** Scrolls to the form, as a visitor does (it renders when they near it), and waits for it. */
export const formReady = async (page) => {
  await page.locator('#lead-form').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: TEXTS.form.submit }).waitFor();
};

export const field = {
  presenters: (page) => page.locator('#lead-visionPresenters'),
  contact: (page, index, name) => page.locator(`#lead-contacts-${index}-${name}`),
  area: (page, label) => page.getByRole('radio', { name: label }),
  file: (page) => page.locator('#lead-file'),
  consent: (page) => page.locator('#lead-confirmation'),
  submit: (page) => page.getByRole('button', { name: TEXTS.form.submit }),
};

/** Types like a person: key by key. */
export const typeInto = (locator, text) => locator.pressSequentially(text, { delay: 15 });

/** A small but complete PDF: header, one empty page, cross-reference table and trailer. */
export const minimalPdf = () => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The id of the element that has the keyboard focus. */
export const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

/** True when the element is inside the visible part of the page. */
export const inViewport = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const target = box.height > 2 ? box : element.parentElement.getBoundingClientRect();
    return target.bottom > 0 && target.top < window.innerHeight;
  });
