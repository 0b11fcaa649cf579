// All the Hebrew of the admin panel, keyed the way `config.translations.he` (app.tsx) wants it: the
// admin's own keys bare, each plugin's prefixed with its plugin id, as Strapi's registerTrads
// (prefixPluginTranslations) prefixes the plugin's en.json. Strapi merges config.translations last,
// over its own Hebrew (StrapiApp.loadTrads), so these win wherever both have a key.

import { admin } from './admin';
import { codeIds } from './code-ids';
import { contentManager } from './content-manager';
import { contentReleases } from './content-releases';
import { contentTypeBuilder } from './content-type-builder';
import { email } from './email';
import { i18n } from './i18n';
import { reviewWorkflows } from './review-workflows';
import { upload } from './upload';
import { usersPermissions } from './users-permissions';

export const HEBREW: Record<string, string> = {
  ...admin,
  ...contentManager,
  ...upload,
  ...i18n,
  ...contentReleases,
  ...reviewWorkflows,
  ...email,
  ...usersPermissions,
  ...contentTypeBuilder,
  ...codeIds,
};
