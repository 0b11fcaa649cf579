// Who may do what in the panel. Editors manage and publish the site's content and never see
// visitors' personal data, nor the staff's notification addresses; Leads managers read leads,
// review quarantined attempts and, of Settings, reach only the call's controls that act at once
// (IMMEDIATE_SETTINGS_FIELDS: the switch, the window, the staff's addresses, retention), never a text;
// the audit trail and the e-mail outbox (its recipients are personal data) are read-only for super
// admins and invisible to everyone else. Checked on every
// start, so a Strapi upgrade or a stray click cannot quietly widen anyone's access.

import type { Core, Data } from '@strapi/strapi';
import {
  EVALUATE_ACTION,
  EVALUATE_ACTION_NAME,
  EVALUATE_ACTION_UID,
  EVALUATOR_ROLE_CODE,
  EVALUATOR_ROLE_DESCRIPTION,
  EVALUATOR_ROLE_NAME,
  IMMEDIATE_SETTINGS_FIELDS,
  STAFF_NOTIFICATION_FIELDS,
  SUPER_ADMIN_SETTINGS_FIELDS,
} from '@vision/config';
import {
  AUDIT_UID,
  EVALUATION_UIDS,
  LEAD_UID,
  MAIL_JOB_UID,
  MATCH_UID,
  NOTE_UID,
  PERSONAL_DATA_UIDS,
  QUARANTINE_UID,
  SETTINGS_UID,
} from '../lib/uids';
import { getService } from '../lib/strapi/services';

export const LEADS_MANAGER_CODE = 'leads-manager';
const SUPER_ADMIN_CODE = 'strapi-super-admin';
const EDITOR_CODES = ['strapi-editor', 'strapi-author'];

const CREATE = 'plugin::content-manager.explorer.create';
const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';
const DELETE = 'plugin::content-manager.explorer.delete';
const PUBLISH = 'plugin::content-manager.explorer.publish';

/** Which of Settings' fields (`group.text` named by its group) a role reaches. */
type FieldRule = (field: string) => boolean;
const topField = (field: string) => field.split('.')[0];
const isSuperAdminsField = (field: string) =>
  (SUPER_ADMIN_SETTINGS_FIELDS as readonly string[]).includes(topField(field));
const EDITOR_SETTINGS_FIELDS: FieldRule = (field) =>
  !(STAFF_NOTIFICATION_FIELDS as readonly string[]).includes(topField(field)) && !isSuperAdminsField(field);
const LEADS_MANAGER_SETTINGS_FIELDS: FieldRule = (field) =>
  (IMMEDIATE_SETTINGS_FIELDS as readonly string[]).includes(topField(field)) && !isSuperAdminsField(field);

/** Content types Editors never reach: visitors' personal data, and who looked at it. */
const HIDDEN_FROM_EDITORS = [...PERSONAL_DATA_UIDS, AUDIT_UID];

/**
 * Everything a Leads manager holds on the types it concerns. Leads are evidence, so only read;
 * a quarantined attempt may be discarded (delete) or accepted (POST /api/leads/quarantine/…).
 */
const LEADS_MANAGER_GRANTS: readonly { action: string; subject: string }[] = [
  { action: READ, subject: LEAD_UID },
  { action: READ, subject: QUARANTINE_UID },
  { action: DELETE, subject: QUARANTINE_UID },
];
/**
 * A lead's notes and duplicate keys, and the committee's rubric, assignments, scores and conflicts:
 * reached only through the /api routes, never the Content Manager.
 */
const REVIEW_RECORD_UIDS: readonly string[] = [NOTE_UID, MATCH_UID, ...EVALUATION_UIDS];
const LEADS_MANAGER_SUBJECTS: readonly string[] = [LEAD_UID, QUARANTINE_UID, ...REVIEW_RECORD_UIDS];

type Permission = {
  id: number;
  action: string;
  subject: string | null;
  properties?: { locales?: string[]; fields?: string[] | null };
};

const permissionsOf = (strapi: Core.Strapi, roleId: Data.ID) =>
  getService(strapi, 'admin::permission').findMany({ where: { role: { id: roleId } } }) as Promise<Permission[]>;

const removePermissions = async (strapi: Core.Strapi, roleId: Data.ID, keep: (p: Permission) => boolean) => {
  const doomed = (await permissionsOf(strapi, roleId)).filter((permission) => !keep(permission));
  if (doomed.length) {
    await getService(strapi, 'admin::permission').deleteByIds(doomed.map((permission) => permission.id));
    strapi.log.info(`[roles] removed ${doomed.length} permission(s) from role ${roleId}`);
  }
};

/**
 * Permissions on a content type with every field (and, for a localized type, every locale), as
 * the panel's role editor would create them.
 */
const withAllFields = async (strapi: Core.Strapi, actionIds: string[], subject: string) => {
  const { actionProvider } = getService(strapi, 'admin::permission');
  const actions = actionIds.map((actionId) => ({ ...actionProvider.get(actionId), subjects: [subject] }));
  const permissions: { properties?: Record<string, unknown> }[] = getService(
    strapi,
    'admin::content-type',
  ).getPermissionsWithNestedFields(actions);
  if (subject !== SETTINGS_UID) return permissions;
  const locales = await allLocales(strapi);
  return permissions.map((permission) => ({ ...permission, properties: { ...permission.properties, locales } }));
};

const allLocales = async (strapi: Core.Strapi): Promise<string[]> =>
  ((await strapi.plugin('i18n').service('locales').find()) as { code: string }[]).map((locale) => locale.code);

const ensureEditors = async (strapi: Core.Strapi) => {
  const roles = getService(strapi, 'admin::role');
  for (const code of EDITOR_CODES) {
    const role = await roles.findOne({ code });
    if (!role) continue;
    await removePermissions(strapi, role.id, (permission) => !HIDDEN_FROM_EDITORS.includes(permission.subject ?? ''));
  }
  const editor = await roles.findOne({ code: 'strapi-editor' });
  if (!editor) return;
  // Editors edit and publish the site's content in every content locale, all but the staff's addresses.
  await ensureSettingsGrants(strapi, editor.id, [CREATE, READ, UPDATE, PUBLISH], EDITOR_SETTINGS_FIELDS);
};

const sameSet = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => {
  if (!Array.isArray(a) || !Array.isArray(b)) return !Array.isArray(a) && !Array.isArray(b);
  return a.length === b.length && a.every((item) => b.includes(item));
};

/**
 * Makes a role hold exactly these Settings permissions, each in every locale and, where the action
 * takes fields, on the fields the rule lets through: a missing one is added, one on other fields or
 * fewer locales is replaced, and any other permission on Settings is removed.
 */
const ensureSettingsGrants = async (strapi: Core.Strapi, roleId: Data.ID, actions: string[], rule: FieldRule) => {
  const all = (await withAllFields(strapi, actions, SETTINGS_UID)) as { properties?: Record<string, unknown> }[];
  const wanted = all.map((permission) => {
    const fields = permission.properties?.fields;
    return Array.isArray(fields)
      ? { ...permission, properties: { ...permission.properties, fields: fields.map(String).filter(rule) } }
      : permission;
  }) as (Omit<Permission, 'id'> & { properties?: Permission['properties'] })[];
  const held = (await permissionsOf(strapi, roleId)).filter((permission) => permission.subject === SETTINGS_UID);
  const kept = new Set<number>();
  const missing = wanted.filter((want) => {
    const match = held.find(
      (permission) =>
        !kept.has(permission.id) &&
        permission.action === want.action &&
        sameSet(permission.properties?.fields, want.properties?.fields) &&
        sameSet(permission.properties?.locales, want.properties?.locales),
    );
    if (match) kept.add(match.id);
    return !match;
  });
  const doomed = held.filter((permission) => !kept.has(permission.id));
  if (doomed.length) {
    await getService(strapi, 'admin::permission').deleteByIds(doomed.map((permission) => permission.id));
    strapi.log.info(`[roles] removed ${doomed.length} Settings permission(s) from role ${roleId}`);
  }
  if (missing.length) await getService(strapi, 'admin::role').addPermissions(roleId, missing);
};

const ensureLeadsManager = async (strapi: Core.Strapi) => {
  const roles = getService(strapi, 'admin::role');
  let role = await roles.findOne({ code: LEADS_MANAGER_CODE });
  if (!role) {
    role = await roles.create({ code: LEADS_MANAGER_CODE, ...ROLE_TEXTS[LEADS_MANAGER_CODE] });
    strapi.log.info('[roles] created the "Leads manager" role');
  }
  const granted = (p: Permission) => LEADS_MANAGER_GRANTS.some((g) => g.action === p.action && g.subject === p.subject);
  await removePermissions(
    strapi,
    role.id,
    (p) =>
      // Settings: ensureSettingsGrants below keeps exactly the read and update of the controls.
      p.subject === SETTINGS_UID ||
      (p.subject !== AUDIT_UID &&
        p.subject !== MAIL_JOB_UID &&
        (!LEADS_MANAGER_SUBJECTS.includes(p.subject ?? '') || granted(p))),
  );
  // The call's controls that act at once (the switch, the window, the staff's addresses,
  // retention); never a text, never publish.
  await ensureSettingsGrants(strapi, role.id, [READ, UPDATE], LEADS_MANAGER_SETTINGS_FIELDS);
  const current = await permissionsOf(strapi, role.id);
  for (const grant of LEADS_MANAGER_GRANTS) {
    if (!strapi.contentTypes[grant.subject as keyof typeof strapi.contentTypes]) continue;
    const wanted = await withAllFields(strapi, [grant.action], grant.subject);
    const held = current.filter((p) => p.action === grant.action && p.subject === grant.subject);
    if (held.length && held.every((p) => coversFields(p, wanted))) continue;
    // Missing, or granted before the type had some of its fields (the review's status and
    // reviewer): granted again with every field, so the panel's list can show and filter them.
    if (held.length) await getService(strapi, 'admin::permission').deleteByIds(held.map((p) => p.id));
    await roles.addPermissions(role.id, wanted);
  }
};

/**
 * The committee's members: no permission at all in the Content Manager (no lead, no Settings, no
 * Media Library); they reach their assigned leads only through the evaluation routes. Their one
 * permission is EVALUATE_ACTION, which puts their queue in the panel's menu.
 */
const ensureEvaluators = async (strapi: Core.Strapi) => {
  const roles = getService(strapi, 'admin::role');
  let role = await roles.findOne({ code: EVALUATOR_ROLE_CODE });
  if (!role) {
    role = await roles.create({ code: EVALUATOR_ROLE_CODE, ...ROLE_TEXTS[EVALUATOR_ROLE_CODE] });
    strapi.log.info(`[roles] created the "${EVALUATOR_ROLE_NAME}" role`);
  }
  await removePermissions(strapi, role.id, (p) => p.action === EVALUATE_ACTION);
  if (!(await permissionsOf(strapi, role.id)).length)
    await roles.addPermissions(role.id, [{ action: EVALUATE_ACTION }]);
};

/**
 * The evaluators' one permission (EVALUATE_ACTION): registered before Strapi's admin starts, so its
 * row is not cleaned away as unknown at each start. It opens no route and no content; the panel's
 * menu shows an evaluator's queue by it (Strapi's menu links are shown by permission).
 */
export const registerEvaluateAction = (strapi: Core.Strapi) =>
  getService(strapi, 'admin::permission').actionProvider.register({
    section: 'settings',
    category: EVALUATE_ACTION_NAME,
    subCategory: 'general',
    displayName: EVALUATE_ACTION_NAME,
    uid: EVALUATE_ACTION_UID,
  });

/** Whether a held permission reaches every field the wanted one names (no field list: all of them). */
const coversFields = (held: Permission, wanted: { properties?: Record<string, unknown> }[]) => {
  const fields = held.properties?.fields;
  if (!Array.isArray(fields)) return true;
  return wanted.every((permission) => {
    const names = permission.properties?.fields;
    return !Array.isArray(names) || names.every((name) => fields.includes(String(name)));
  });
};

/** Written only by the server; super admins read them (a failed mail is retried by its own route). */
const READ_ONLY_FOR_SUPER_ADMINS: readonly string[] = [AUDIT_UID, MAIL_JOB_UID];

/**
 * Strapi gives the super admin every permission at each start; the audit trail and the mail
 * outbox are written only by the server, so their create/update/delete/publish go again here, and
 * so does everything on a lead's notes and duplicate keys (the /api routes are their only way).
 */
const ensureSuperAdminReadsAuditOnly = async (strapi: Core.Strapi) => {
  const role = await getService(strapi, 'admin::role').findOne({ code: SUPER_ADMIN_CODE });
  if (!role) return;
  await removePermissions(
    strapi,
    role.id,
    (p) =>
      // The evaluators' menu permission: a super admin has no queue of its own.
      p.action !== EVALUATE_ACTION &&
      !REVIEW_RECORD_UIDS.includes(p.subject ?? '') &&
      (!READ_ONLY_FOR_SUPER_ADMINS.includes(p.subject ?? '') || p.action === READ),
  );
};

/**
 * The roles' names and descriptions are shown to people in the panel: in Hebrew, by code (Strapi
 * creates its built-in roles with English names; the code is what identifies a role).
 */
const ROLE_TEXTS: Record<string, { name: string; description: string }> = {
  [SUPER_ADMIN_CODE]: { name: 'מנהל־על', description: 'גישה לכל האפשרויות וההגדרות של הפאנל, כולל ניהול חשבונות.' },
  'strapi-editor': {
    name: 'עורך תוכן',
    description: 'עריכת תוכן האתר, פרסומו וספריית המדיה. ללא גישה להצעות החזון ולכתובות הצוות.',
  },
  'strapi-author': { name: 'כותב', description: 'יצירה ועריכה של תוכן שהוא עצמו יצר. לא בשימוש באתר הזה.' },
  [LEADS_MANAGER_CODE]: {
    name: 'מנהל הצעות',
    description:
      'מנהלי הצעות: צפייה בהצעות החזון, פתיחת הקבצים וייצוא, סגירת ההגשה וכתובות הצוות. ללא עריכת טקסטים באתר.',
  },
  [EVALUATOR_ROLE_CODE]: { name: EVALUATOR_ROLE_NAME, description: EVALUATOR_ROLE_DESCRIPTION },
};

const nameRolesInHebrew = async (strapi: Core.Strapi) => {
  const roles = getService(strapi, 'admin::role');
  for (const [code, texts] of Object.entries(ROLE_TEXTS)) {
    const role = await roles.findOne({ code });
    if (role && (role.name !== texts.name || role.description !== texts.description)) {
      await strapi.db.query('admin::role').update({ where: { id: role.id }, data: texts });
    }
  }
};

export const ensureAdminRoles = async (strapi: Core.Strapi) => {
  await ensureEditors(strapi);
  await nameRolesInHebrew(strapi);
  await ensureLeadsManager(strapi);
  await ensureEvaluators(strapi);
  await ensureSuperAdminReadsAuditOnly(strapi);
};
