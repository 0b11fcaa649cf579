// The languages of the call: Hebrew (the default, at /), Arabic (/ar/, right to left) and English
// (/en/, left to right). Defined once here; the CMS's i18n locales, the site's pages, the lead's
// `locale` and the visitor's e-mails all follow this list.

export const LOCALE_CODES = ['he', 'ar', 'en'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** The default language: its texts are the fallback of every other language's empty field. */
export const DEFAULT_LOCALE: LocaleCode = 'he';

export type LocaleDefinition = {
  code: LocaleCode;
  /** The text direction of the language's pages and e-mails. */
  dir: 'rtl' | 'ltr';
  /** The language's own name, as its readers write it (the switcher shows it). */
  name: string;
  /** Its name in Hebrew and in English, for the panel. */
  nameHe: string;
  nameEn: string;
  /** The site's path of the language's page. */
  path: string;
  /** Open Graph's locale (og:locale). */
  ogLocale: string;
};

export const LOCALES: Record<LocaleCode, LocaleDefinition> = {
  he: { code: 'he', dir: 'rtl', name: 'עברית', nameHe: 'עברית', nameEn: 'Hebrew', path: '/', ogLocale: 'he_IL' },
  ar: { code: 'ar', dir: 'rtl', name: 'العربية', nameHe: 'ערבית', nameEn: 'Arabic', path: '/ar/', ogLocale: 'ar_IL' },
  en: { code: 'en', dir: 'ltr', name: 'English', nameHe: 'אנגלית', nameEn: 'English', path: '/en/', ogLocale: 'en_IL' },
};

export const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

/** The language of a site path: /ar/… is Arabic, /en/… English, anything else Hebrew. */
export const localeOfPath = (pathname: string): LocaleCode => {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
};

/** The languages other than the default: those whose empty fields fall back to it. */
export const TRANSLATED_LOCALES = LOCALE_CODES.filter(
  (code): code is Exclude<LocaleCode, typeof DEFAULT_LOCALE> => code !== DEFAULT_LOCALE,
);
