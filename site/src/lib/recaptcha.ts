// reCAPTCHA v3 tokens for the lead form: a bot-check token goes with every submission (README.md,
// How a lead is taken in).
// Google's script is loaded only when a site key exists, and only once. A `window.grecaptcha` that
// is already there is used as is: a page that loaded the script itself, or a test that stubs it
// (the end-to-end run has no internet, so Google's script could never load there).

import { BOT_CHECK_ACTION } from '@vision/config';

export type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Sent when the site has no key: the CMS accepts any token while its secret is unset. */
export const DEVELOPMENT_TOKEN = 'development';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;
let explained = false;

/**
 * Said once per page: without a key the form cannot pass a CMS whose bot check is on, and nothing
 * else would tell the person testing the site why every submission is refused.
 */
const explainDevelopmentToken = () => {
  if (explained) return;
  explained = true;
  console.warn(
    `reCAPTCHA: no site key (neither VITE_RECAPTCHA_SITE_KEY at build time nor recaptchaSiteKey in /api/settings/get), ` +
      `so the form sends the development token "${DEVELOPMENT_TOKEN}". A CMS with RECAPTCHA_SECRET set refuses it: ` +
      'set RECAPTCHA_SITE_KEY on the CMS (see .env.example).',
  );
};

const present = (): Grecaptcha | null =>
  typeof window.grecaptcha?.execute === 'function' && typeof window.grecaptcha.ready === 'function'
    ? window.grecaptcha
    : null;

const injectScript = (siteKey: string): Promise<Grecaptcha> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('reCAPTCHA did not load in time')), LOAD_TIMEOUT_MS);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    };
    script.onerror = () => fail(new Error('reCAPTCHA could not be loaded'));
    script.onload = () => {
      window.clearTimeout(timer);
      const grecaptcha = present();
      if (grecaptcha) resolve(grecaptcha);
      else reject(new Error('reCAPTCHA loaded without window.grecaptcha'));
    };
    document.head.appendChild(script);
  });

/** Loads Google's script for this key (once; a failed load may be tried again). */
export const loadRecaptcha = (siteKey: string): Promise<Grecaptcha> => {
  const existing = present();
  if (existing) return Promise.resolve(existing);
  loading ??= injectScript(siteKey).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** A fresh token for the action: each one is single-use, so every attempt asks for its own. */
export const getRecaptchaToken = async (siteKey: string | null, action = BOT_CHECK_ACTION): Promise<string> => {
  if (!siteKey) {
    explainDevelopmentToken();
    return DEVELOPMENT_TOKEN;
  }
  const grecaptcha = await loadRecaptcha(siteKey);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
};

/** For tests: forget a load in progress, and that the development token was explained. */
export const resetRecaptchaLoader = () => {
  loading = null;
  explained = false;
};
