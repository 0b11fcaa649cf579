// What the signed-in account may do, as Strapi's panel knows it (its permissions, loaded at sign-in),
// so that a panel that only some roles may use is not even asked for by the others.

import { useAuth } from '@strapi/strapi/admin';
import { SETTINGS_UID } from './uids';

const PUBLISH = 'plugin::content-manager.explorer.publish';

/** Whether this account publishes the site's texts (Editors, super admins; not Leads managers). */
export const usePublishesSettings = (caller: string): boolean => {
  const permissions = useAuth(caller, (state) => state.permissions);
  return permissions.some((permission) => permission.action === PUBLISH && permission.subject === SETTINGS_UID);
};
