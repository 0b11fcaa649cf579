// The Content Manager's menu link asks for its own permissions. Strapi 5.54 adds it with none
// (`permissions: []` in @strapi/content-manager's register), and a link without permissions is shown
// to every account: an evaluator, who may read nothing there (cms/src/bootstrap/admin-roles.ts),
// would see "ניהול תוכן" and open an empty list. The link in the panel's menu (the router's `menu`,
// read by the menu when it renders) is given the Content Manager's own actions; Strapi shows a link
// to whoever holds any one of them, so Editors, Leads managers and super admins keep it.
// Checked against Strapi 5.54.0. Delete when the Content Manager's link names its permissions.

import type { StrapiApp } from '@strapi/strapi/admin';

const CONTENT_MANAGER_LINK = 'content-manager';

/** The Content Manager's actions (its PERMISSIONS in 5.54), any subject. */
export const CONTENT_MANAGER_ACTIONS = [
  'plugin::content-manager.explorer.create',
  'plugin::content-manager.explorer.read',
  'plugin::content-manager.explorer.update',
  'plugin::content-manager.explorer.delete',
  'plugin::content-manager.explorer.publish',
];

type MenuLink = { to: string; permissions?: { action: string; subject?: string | null }[] };

export const contentManagerLinkByPermission = (app: StrapiApp) => {
  const menu = (app.router as unknown as { menu: MenuLink[] }).menu;
  const link = menu.find((item) => item.to === CONTENT_MANAGER_LINK);
  if (link && !link.permissions?.length)
    link.permissions = CONTENT_MANAGER_ACTIONS.map((action) => ({ action, subject: null }));
};
