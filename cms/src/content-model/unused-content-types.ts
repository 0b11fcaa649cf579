// The site has no visitor accounts: the end-user collection that Strapi's Users & Permissions
// plugin brings (it stays for the public API's role and permissions) is kept out of the Content
// Manager, where it would only show an empty, English-named list.

import type { Core } from '@strapi/strapi';

const UNUSED = ['plugin::users-permissions.user'];

type PluginOptions = Record<string, Record<string, unknown> | undefined>;

export const hideUnusedContentTypes = (strapi: Core.Strapi) => {
  for (const uid of UNUSED) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as
      | { pluginOptions?: PluginOptions }
      | undefined;
    if (!contentType) continue;
    const options = contentType.pluginOptions ?? {};
    contentType.pluginOptions = { ...options, 'content-manager': { ...options['content-manager'], visible: false } };
  }
};
