// Where the feature's screens are in the panel's router.

import { SETTINGS_UID } from '../../shared/uids';

/** The history page, a menu link of its own (relative to the panel's root, as addMenuLink wants it). */
export const HISTORY_ROUTE = 'settings-history';
export const HISTORY_PATH = `/${HISTORY_ROUTE}`;

/** The Settings edit view in a content language: where a restored draft is previewed and published. */
export const settingsEditPath = (locale: string) =>
  `/content-manager/single-types/${SETTINGS_UID}?plugins[i18n][locale]=${encodeURIComponent(locale)}`;
