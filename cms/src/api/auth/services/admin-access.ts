// Who is calling an admin route, and may they: the rules behind the `global::admin-access` policy.
// Credentials are tried in the contract's order: `Authorization: Bearer` with the admin JWT the
// panel holds (verified exactly as Strapi's own admin auth strategy does), or a Strapi API token;
// otherwise the `vision_session` cookie. Permissions come from Strapi's own admin roles.

import type { Core } from '@strapi/strapi';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { isReadMethod, type AccessLevel } from '../../../lib/auth/admin-routes';
import { EVALUATOR_ROLE_CODE } from '@vision/config';
import { SUPER_ADMIN_CODE } from '../../../lib/auth/roles';
import { isAssignedTo } from '../../../lib/evaluation/assignments';
import { LEAD_UID, SETTINGS_UID } from '../../../lib/uids';
import type { AdminSession } from './admin-session';
import { getService, type StrapiAdminServices } from '../../../lib/strapi/services';

type StrapiAdminUser = Parameters<StrapiAdminServices['admin::permission']['engine']['generateUserAbility']>[0];

const READ_LEADS = 'plugin::content-manager.explorer.read';
const LEAD_FIND = `${LEAD_UID}.find`;
const PUBLISH = 'plugin::content-manager.explorer.publish';

export type AdminUser = {
  id: number;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  isActive?: boolean;
  blocked?: boolean | null;
  roles?: { id: number; code: string; name: string }[];
};

type ApiToken = {
  id: number;
  name: string;
  kind?: 'content-api' | 'admin' | null;
  type?: 'full-access' | 'read-only' | 'custom';
  permissions?: string[];
  expiresAt?: string | null;
  lastUsedAt?: string | null;
};

type Ability = { can: (action: string, subject: string) => boolean };

export type AdminIdentity =
  | { kind: 'admin'; user: AdminUser; via: 'bearer' }
  | { kind: 'admin'; user: AdminUser; via: 'cookie'; session: AdminSession }
  | { kind: 'api-token'; token: ApiToken; ability?: Ability };

/** What a request shows of who sends it: its Bearer value and its session cookie's token. */
export type Credentials = { bearer: string | null; sessionToken: string | null };

/** Signed-in people only: an account switched off or blocked in the panel is nobody. */
const isUsable = (user: AdminUser | null): user is AdminUser =>
  !!user && user.isActive === true && user.blocked !== true;

const isExpired = (token: ApiToken) => token.expiresAt != null && new Date(token.expiresAt).getTime() < Date.now();

const adminAccess = ({ strapi }: { strapi: Core.Strapi }) => {
  const loadUser = async (id: number | string): Promise<AdminUser | null> => {
    const user = (await strapi.db
      .query('admin::user')
      .findOne({ where: { id }, populate: ['roles'] })) as AdminUser | null;
    return isUsable(user) ? user : null;
  };

  /** The panel's access token: a JWT of Strapi's session manager whose session is still active. */
  const adminFromJwt = async (jwt: string): Promise<AdminUser | null> => {
    const manager = strapi.sessionManager;
    if (!manager || !manager.hasOrigin('admin')) return null;
    const result = manager('admin').validateAccessToken(jwt);
    if (!result.isValid) return null;
    if (!(await manager('admin').isSessionActive(result.payload.sessionId))) return null;
    const raw = String(result.payload.userId);
    const numeric = Number(raw);
    return loadUser(Number.isFinite(numeric) && String(numeric) === raw ? numeric : raw);
  };

  /** A Strapi API token (Settings > API Tokens), as Strapi's own token strategies accept them. */
  const apiToken = async (secret: string): Promise<AdminIdentity | null> => {
    const tokens = getService(strapi, 'admin::api-token-content-api');
    const token = (await tokens.getByAccessKey(tokens.hash(secret))) as ApiToken | null;
    if (!token || isExpired(token)) return null;
    if (token.kind === 'admin') {
      // An admin-kind token acts within its owner's permissions; Strapi checks owner and expiry.
      const result = await getService(strapi, 'admin::api-token-admin').authenticateAdminToken(secret);
      return result.authenticated ? { kind: 'api-token', token, ability: result.ability } : null;
    }
    await touch(token);
    return { kind: 'api-token', token };
  };

  /** Keeps the panel's "last used" column honest, at most once an hour, as Strapi does. */
  const touch = async (token: ApiToken) => {
    const last = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0;
    if (Date.now() - last < 60 * 60 * 1000) return;
    await strapi.db.query('admin::api-token').update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
  };

  const abilityOf = (user: AdminUser): Promise<Ability> =>
    // The row loadUser read is Strapi's own admin::user with its roles; AdminUser names only the
    // fields this file reads.
    getService(strapi, 'admin::permission').engine.generateUserAbility(user as unknown as StrapiAdminUser);

  const isSuperAdmin = (user: AdminUser) => (user.roles ?? []).some((role) => role.code === SUPER_ADMIN_CODE);

  /** A member of the committee: holds the evaluator role (which reads no lead in the Content Manager). */
  const isEvaluator = (user: AdminUser) => (user.roles ?? []).some((role) => role.code === EVALUATOR_ROLE_CODE);

  const isAssignedEvaluator = async (user: AdminUser, leadDocumentId: string | undefined) =>
    isEvaluator(user) && leadDocumentId !== undefined && isAssignedTo(strapi, user.id, leadDocumentId);

  /** Reading leads needs the Content Manager's read permission on Lead, as in the panel. */
  const canReadLeads = async (user: AdminUser) => (await abilityOf(user)).can(READ_LEADS, LEAD_UID);

  /** Publishing the site's texts needs the Content Manager's publish permission on Settings, as in the panel. */
  const canPublishSettings = async (user: AdminUser) => (await abilityOf(user)).can(PUBLISH, SETTINGS_UID);

  /**
   * A token may read leads, never change anything. Full-access and read-only tokens may read;
   * a custom token only with the Lead `find` permission; an admin-kind token only when its own
   * admin permissions include reading leads.
   */
  const tokenReadsLeads = (identity: Extract<AdminIdentity, { kind: 'api-token' }>) => {
    const { token, ability } = identity;
    if (token.kind === 'admin') return !!ability?.can(READ_LEADS, LEAD_UID);
    if (token.type === 'full-access' || token.type === 'read-only') return true;
    return token.type === 'custom' && (token.permissions ?? []).includes(LEAD_FIND);
  };

  return {
    /** The caller's credentials, or null when there are none or none of them is valid. */
    async identify({ bearer, sessionToken }: Credentials): Promise<AdminIdentity | null> {
      if (bearer) {
        const user = await adminFromJwt(bearer);
        if (user) return { kind: 'admin', user, via: 'bearer' };
        const token = await apiToken(bearer);
        if (token) return token;
      }
      // A bad Bearer value next to a good cookie falls through: the cookie path keeps its CSRF check.
      const session = await getService(strapi, 'admin-session').current(sessionToken);
      if (!session) return null;
      const user = await loadUser(session.adminUserId);
      if (!user) {
        await getService(strapi, 'admin-session').endAllOf(session.adminUserId);
        return null;
      }
      return { kind: 'admin', user, via: 'cookie', session };
    },

    /** Whether the identity reaches the level on a request of this method. */
    /** Whether the identity reaches the level on a request of this method (`leadId`: the path's lead). */
    async permits(identity: AdminIdentity, level: AccessLevel, method: string, leadId?: string): Promise<boolean> {
      if (identity.kind === 'api-token') {
        // Tokens are keys, not people: they never sign in as someone, never manage accounts and
        // never score; they read what reading leads reaches (a lead's file too).
        return (level === 'leads' || level === 'lead-evaluation') && isReadMethod(method) && tokenReadsLeads(identity);
      }
      const { user } = identity;
      switch (level) {
        case 'signed-in':
          return true;
        case 'super-admin':
          return isSuperAdmin(user);
        case 'content':
          return canPublishSettings(user);
        case 'leads':
          return canReadLeads(user);
        case 'evaluation':
          return isEvaluator(user) || canReadLeads(user);
        case 'evaluator':
          return isEvaluator(user);
        case 'assigned-evaluator':
          return isAssignedEvaluator(user, leadId);
        case 'lead-evaluation':
          return (await canReadLeads(user)) || isAssignedEvaluator(user, leadId);
      }
    },

    canReadLeads,
    canPublishSettings,
    isSuperAdmin,
    isEvaluator,

    /** Every usable account holding the evaluator role. */
    async evaluators(): Promise<AdminUser[]> {
      const users = (await strapi.db.query('admin::user').findMany({
        where: { isActive: true, roles: { code: EVALUATOR_ROLE_CODE } },
        populate: ['roles'],
      })) as AdminUser[];
      return users.filter(isUsable);
    },

    /** Every usable account that may read leads (the people a lead may be assigned to for review). */
    async leadReaders(): Promise<AdminUser[]> {
      const users = (await strapi.db
        .query('admin::user')
        .findMany({ where: { isActive: true }, populate: ['roles'] })) as AdminUser[];
      const readers: AdminUser[] = [];
      for (const user of users) if (isUsable(user) && (await canReadLeads(user))) readers.push(user);
      return readers;
    },

    /** Whether this id is a usable account that may read leads. */
    async isLeadReader(id: number): Promise<boolean> {
      const user = await loadUser(id);
      return !!user && (await canReadLeads(user));
    },

    callerOf(identity: AdminIdentity): AdminCaller {
      if (identity.kind === 'api-token') return { kind: 'api-token', id: identity.token.id, name: identity.token.name };
      const { user } = identity;
      return { kind: 'admin', id: user.id, email: user.email, isSuperAdmin: isSuperAdmin(user) };
    },
  };
};

export default adminAccess;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'admin-access': ReturnType<typeof adminAccess>;
  }
}
