// What each translated language (ar, en) still shows in Hebrew, read from its draft: the texts it
// leaves empty or writes with Hebrew letters, and the documents it lacks (config's
// translation-status.ts decides, field by field). The panel's side panel shows the count and list.

import type { Core } from '@strapi/strapi';
import { TRANSLATED_LOCALES, untranslatedFields, type TranslationState } from '@vision/config';
import { SETTINGS_UID } from '../../../lib/uids';

const settingsTranslations = ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(): Promise<TranslationState[]> {
    return Promise.all(
      TRANSLATED_LOCALES.map(async (locale) => {
        const draft = (await strapi
          .documents(SETTINGS_UID)
          .findFirst({ locale, status: 'draft', populate: '*' })) as Record<string, unknown> | null;
        const fields = untranslatedFields(draft);
        return { locale, untranslated: fields.length, fields };
      }),
    );
  },
});

export default settingsTranslations;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'settings-translations': ReturnType<typeof settingsTranslations>;
  }
}
