// Strapi's own plugins register content-API routes under /api that are not part of this site's
// contract (README.md, "The /api contract"): users-permissions' sign-up, sign-in, password reset,
// users and roles; upload's files; i18n's locales; email's send; the content-type builder's
// schemas. Visitors here are anonymous and staff use the admin panel, so none is needed, and
// some are harmful: users-permissions' public role may call `POST /api/auth/local/register` by
// default, which would let anyone create accounts. They are closed before routing starts, so each
// answers the contract's 404; the plugins' admin routes (the panel's own) stay.

import type { Core } from '@strapi/strapi';

type Router = { type?: string; routes?: unknown[] };
type RouterInput = Router | ((context: { strapi: Core.Strapi }) => Router);

/** Call in `register`: Strapi instantiates and mounts the plugins' routers after it. */
export const closePluginContentApi = (strapi: Core.Strapi) => {
  for (const plugin of Object.values(strapi.plugins) as { routes: unknown }[]) {
    if (!plugin.routes || Array.isArray(plugin.routes)) continue; // an array is admin-only
    const routers = plugin.routes as Record<string, RouterInput>;
    for (const [name, input] of Object.entries(routers)) {
      const router = typeof input === 'function' ? input({ strapi }) : input;
      routers[name] = router.type === 'content-api' ? { ...router, routes: [] } : router;
    }
  }
};
