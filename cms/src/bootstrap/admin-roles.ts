// Who may do what in the panel. Editors manage the site's content and never see visitors'
// personal data; Leads managers read leads and never edit the site. Checked on every start, so a
// Strapi upgrade or a stray click cannot quietly give Editors access to leads.

import type { Core } from '@strapi/strapi';
import { LEAD_UID, PERSONAL_DATA_UIDS, SETTINGS_UID } from '../utils/uids';

export const LEADS_MANAGER_CODE = 'leads-manager';
const EDITOR_CODES = ['strapi-editor', 'strapi-author'];

const CREATE = 'plugin::content-manager.explorer.create';
const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';

type Permission = { id: number; action: string; subject: string | null; properties?: { locales?: string[] } };

const permissionsOf = (strapi: Core.Strapi, roleId: number) =>
  strapi.service('admin::permission').findMany({ where: { role: { id: roleId } } }) as Promise<Permission[]>;

const removePermissions = async (strapi: Core.Strapi, roleId: number, keep: (p: Permission) => boolean) => {
  const doomed = (await permissionsOf(strapi, roleId)).filter((permission) => !keep(permission));
  if (doomed.length) {
    await strapi.service('admin::permission').deleteByIds(doomed.map((permission) => permission.id));
    strapi.log.info(`[roles] removed ${doomed.length} permission(s) from role ${roleId}`);
  }
};

/**
 * Permissions on a content type with every field (and, for a localized type, every locale), as
 * the panel's role editor would create them.
 */
const withAllFields = async (strapi: Core.Strapi, actionIds: string[], subject: string) => {
  const { actionProvider } = strapi.service('admin::permission');
  const actions = actionIds.map((actionId) => ({ ...actionProvider.get(actionId), subjects: [subject] }));
  const permissions = strapi.service('admin::content-type').getPermissionsWithNestedFields(actions);
  if (subject !== SETTINGS_UID) return permissions;
  const locales = await allLocales(strapi);
  return permissions.map((permission) => ({ ...permission, properties: { ...permission.properties, locales } }));
};

const allLocales = async (strapi: Core.Strapi): Promise<string[]> =>
  ((await strapi.plugin('i18n').service('locales').find()) as { code: string }[]).map((locale) => locale.code);

const ensureEditors = async (strapi: Core.Strapi) => {
  const roles = strapi.service('admin::role');
  for (const code of EDITOR_CODES) {
    const role = await roles.findOne({ code });
    if (!role) continue;
    await removePermissions(strapi, role.id, (permission) => !PERSONAL_DATA_UIDS.includes(permission.subject ?? ''));
  }
  const editor = await roles.findOne({ code: 'strapi-editor' });
  if (!editor) return;
  // Editors edit the site's content in every content locale.
  const locales = await allLocales(strapi);
  const current = await permissionsOf(strapi, editor.id);
  const lacking = [CREATE, READ, UPDATE].filter((action) => {
    const permission = current.find((p) => p.action === action && p.subject === SETTINGS_UID);
    return !permission || !locales.every((code) => permission.properties?.locales?.includes(code));
  });
  if (lacking.length === 0) return;
  await removePermissions(strapi, editor.id, (p) => !(p.subject === SETTINGS_UID && lacking.includes(p.action)));
  await roles.addPermissions(editor.id, await withAllFields(strapi, lacking, SETTINGS_UID));
};

const ensureLeadsManager = async (strapi: Core.Strapi) => {
  const roles = strapi.service('admin::role');
  let role = await roles.findOne({ code: LEADS_MANAGER_CODE });
  if (!role) {
    role = await roles.create({
      name: 'Leads manager',
      code: LEADS_MANAGER_CODE,
      description: 'מנהלי הצעות: צפייה בהצעות החזון, פתיחת הקבצים וייצוא. ללא עריכת תוכן האתר.',
    });
    await roles.addPermissions(role.id, await withAllFields(strapi, [READ], LEAD_UID));
    strapi.log.info('[roles] created the "Leads manager" role');
  }
  await removePermissions(strapi, role.id, (permission) => permission.subject !== SETTINGS_UID);
};

export const ensureAdminRoles = async (strapi: Core.Strapi) => {
  await ensureEditors(strapi);
  await ensureLeadsManager(strapi);
};
