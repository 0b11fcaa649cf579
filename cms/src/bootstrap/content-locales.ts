// The content languages of the call (config/src/locales.ts): Hebrew, the default, then Arabic and
// English, each named in Hebrew, the panel's language: the name is what the Content Manager's
// locale switcher shows the editors. Idempotent: a new install creates them, an existing one gains
// the missing ones and keeps whatever its editors wrote.

import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '@vision/config';

type StoredLocale = { id: number; code: string; name: string };

export const ensureContentLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of LOCALE_CODES) {
    const name = LOCALES[code].nameHe;
    // Strapi creates English (named "English (en)") on a first start: it is renamed, not replaced.
    const stored = (await locales.findByCode(code)) as StoredLocale | null;
    if (!stored) await locales.create({ code, name });
    else if (stored.name !== name) await locales.update({ id: stored.id }, { name });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
};
