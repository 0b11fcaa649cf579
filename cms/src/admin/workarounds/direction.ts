// Workaround: <html dir> follows the interface language.
// Patches: a MutationObserver on <html lang>, which Strapi's App sets (App.mjs) without a direction.
// Checked against: Strapi 5.54.0; its DesignSystemProvider takes a locale, no direction, and no
// Strapi code sets documentElement.dir.
// Delete when: Strapi sets the document's direction itself; __tests__/guards.test.ts fails then
// (it finds `documentElement.dir` in @strapi/admin), or when Strapi stops setting <html lang>.
//
// The document's direction follows the interface language: right to left in Hebrew, left to
// right in English, both ways when the language changes while the panel is open.
//
// Strapi puts the language on <html lang> (App's first effect and the setLocale reducer) and never
// a direction; so the direction is derived from that attribute and kept in step with it.

import { storedLanguage } from './default-language';

const RIGHT_TO_LEFT = new Set(['he', 'ar', 'fa', 'ur']);

export const directionOf = (language: string | null | undefined): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has((language ?? '').split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';

const applyDirection = (root: HTMLElement, language: string | null) => {
  const direction = directionOf(language);
  if (root.getAttribute('dir') !== direction) root.setAttribute('dir', direction);
};

/**
 * Sets the direction now, from the language Strapi is about to render with, and whenever
 * <html lang> changes. Returns the observer's disconnect.
 */
export const followLanguageDirection = (root: HTMLElement = document.documentElement) => {
  // Strapi sets <html lang> only after its first render; the stored language is what it renders.
  applyDirection(root, storedLanguage() ?? root.getAttribute('lang'));
  const observer = new MutationObserver(() => applyDirection(root, root.getAttribute('lang')));
  observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};
