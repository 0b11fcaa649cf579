// Makes Hebrew the default (and on a fresh install the only) content locale, named in Hebrew: the
// name is what the Content Manager's locale switcher shows the editors.

import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@vision/config';
import { SETTINGS_UID } from '../lib/uids';

export const HEBREW_LOCALE_NAME = 'עברית';

export const ensureHebrewLocale = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  const hebrew = await locales.findByCode(DEFAULT_LOCALE);
  if (!hebrew) await locales.create({ code: DEFAULT_LOCALE, name: HEBREW_LOCALE_NAME });
  else if (hebrew.name !== HEBREW_LOCALE_NAME) await locales.update({ id: hebrew.id }, { name: HEBREW_LOCALE_NAME });
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
  // Strapi creates English on first start; remove it while nothing was written in it.
  const english = await locales.findByCode('en');
  if (english) {
    const written = await strapi.db.query(SETTINGS_UID).count({ where: { locale: 'en' } });
    if (written === 0) await locales.delete(english);
  }
};
