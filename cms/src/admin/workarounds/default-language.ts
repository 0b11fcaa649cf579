// Workaround: the panel opens in Hebrew on a browser that has never chosen a language.
// Patches: Strapi's private localStorage key `strapi-admin-language` (@strapi/admin reducer.mjs
// LANGUAGE_LOCAL_STORAGE_KEY, not exported), written before the first render.
// Checked against: Strapi 5.54.0.
// Delete when: Strapi takes a default interface language from the admin config (then set it there);
// __tests__/guards.test.ts fails when the key is no longer in @strapi/admin's code.
//
// The panel opens in Hebrew on a browser that has never chosen a language.
//
// Strapi reads the interface language from localStorage `strapi-admin-language` when it renders
// (StrapiApp.render, App's first effect; 'en' when nothing is stored), and writes it there when
// the language changes: on the sign-in page's language menu, and at sign-in from the account's
// `preferedLanguage` (which the CMS sets to Hebrew unless the account chose another,
// cms/src/bootstrap/admin-language.ts). The admin app's `register` runs before that render, so
// storing Hebrew there when nothing is stored makes the first screen, the sign-in page, Hebrew.

/** Strapi's own key (reducer.mjs LANGUAGE_LOCAL_STORAGE_KEY); it is not exported to plugins. */
export const LANGUAGE_STORAGE_KEY = 'strapi-admin-language';
export const DEFAULT_LANGUAGE = 'he';

export const storedLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const defaultToHebrew = () => {
  if (storedLanguage()) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE);
  } catch {
    // Storage refused (a locked-down browser): Strapi falls back to English, nothing to do.
  }
};
