// Hebrew is the panel's language for every account whose owner did not pick another one.
//
// Strapi keeps an account's interface language in admin::user.preferedLanguage and, once the
// account signs in, the panel switches to it (and stores it in the browser). An account without
// one keeps whatever the browser last showed, English on a fresh browser. So every account that
// has none is given Hebrew: the existing ones on each start, new ones (the first super admin,
// invited users) as they are written. A language the owner chose on the profile page is kept.

import type { Core } from '@strapi/strapi';

export const DEFAULT_ADMIN_LANGUAGE = 'he';

const ADMIN_USER_UID = 'admin::user';

type UserData = { preferedLanguage?: string | null };
type LifecycleEvent = { params: { data?: UserData } };

const isUnset = (language: unknown) => language === undefined || language === null || language === '';

const defaultOnCreate = (event: LifecycleEvent) => {
  const data = event.params.data;
  if (data && isUnset(data.preferedLanguage)) data.preferedLanguage = DEFAULT_ADMIN_LANGUAGE;
};

// An update that clears the language (the API accepts null) means "no preference": Hebrew.
const defaultOnUpdate = (event: LifecycleEvent) => {
  const data = event.params.data;
  if (data && 'preferedLanguage' in data && isUnset(data.preferedLanguage)) {
    data.preferedLanguage = DEFAULT_ADMIN_LANGUAGE;
  }
};

/** Written at register time, before any account can be created. */
export const registerAdminLanguageDefault = (strapi: Core.Strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [ADMIN_USER_UID],
    beforeCreate: defaultOnCreate,
    beforeUpdate: defaultOnUpdate,
  });
};

/** Gives Hebrew to every existing account without a language; returns how many were changed. */
export const ensureAdminLanguages = async (strapi: Core.Strapi): Promise<number> => {
  const { count } = await strapi.db.query(ADMIN_USER_UID).updateMany({
    where: { $or: [{ preferedLanguage: { $null: true } }, { preferedLanguage: '' }] },
    data: { preferedLanguage: DEFAULT_ADMIN_LANGUAGE },
  });
  if (count > 0) strapi.log.info(`[admin-language] ${count} panel account(s) set to Hebrew`);
  return count;
};
