// Managing the panel's admin accounts through Strapi's own admin::user service, so the /api and
// the panel share one set of people. Guards what Strapi's service does not: nobody removes or
// switches off their own account, and no change leaves the panel without an active super admin
// (Strapi itself only counts super admins, active or not).

import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../lib/http/api-error';
import { SUPER_ADMIN_CODE } from '../../../lib/auth/roles';
import { paginationMeta, type PageRequest } from '../../../lib/http/paging';
import { adminAccountView } from '../../auth/admin-view';
import { readChanges } from '../validation/account-changes';
import { getService, type StrapiAdminServices } from '../../../lib/strapi/services';

type Role = { id: number; code: string; name: string };

// Strapi's admin::user service stores what it is given, a cleared (null) last name or username and
// an account created switched off included; its declared payloads allow neither.
type UserCreation = Parameters<StrapiAdminServices['admin::user']['create']>[0];
type UserUpdate = Parameters<StrapiAdminServices['admin::user']['updateById']>[1];
type StoredAdmin = { id: number; email: string; isActive: boolean; blocked?: boolean | null; roles: Role[] };

const positiveInteger = (value: unknown): number | null => {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : NaN;
};

/** Any number, the same in every instance: the lock account changes take on PostgreSQL. */
const ACCOUNT_CHANGES_LOCK = 0x76_69_73_61;

const protectedAccount = (message: string) => new ApiError(403, 'PROTECTED_ACCOUNT', message);
const notFound = () => new ApiError(404, 'NOT_FOUND', 'No admin account has this id.');

const isSuperAdmin = (user: { roles?: Role[] }) => (user.roles ?? []).some((role) => role.code === SUPER_ADMIN_CODE);
const isActive = (user: StoredAdmin) => user.isActive === true && user.blocked !== true;

const adminAccounts = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query('admin::user');

  const findAccount = async (id: unknown): Promise<StoredAdmin> => {
    const number = positiveInteger(id);
    if (!number) throw notFound();
    const user = (await users().findOne({ where: { id: number }, populate: ['roles'] })) as StoredAdmin | null;
    if (!user) throw notFound();
    return user;
  };

  /** Role ids from ids or codes; null when any of them names no role. */
  const resolveRoles = async (value: unknown): Promise<number[] | null> => {
    if (!Array.isArray(value) || value.length === 0) return null;
    const ids = value.filter((item) => typeof item === 'number' || /^\d+$/.test(String(item))).map(Number);
    const codes = value.filter((item) => typeof item === 'string' && !/^\d+$/.test(item)) as string[];
    if (ids.length + codes.length !== value.length) return null;
    const roles = (await strapi.db.query('admin::role').findMany({
      where: { $or: [{ id: { $in: ids } }, { code: { $in: codes } }] },
    })) as Role[];
    const found = new Set(roles.map((role) => role.id));
    const all = ids.every((id) => found.has(id)) && codes.every((code) => roles.some((role) => role.code === code));
    return all ? [...found] : null;
  };

  const assertEmailFree = async (email: string | undefined, exceptId?: number) => {
    if (!email) return;
    const owner = await users().findOne({ where: { email: { $eqi: email } }, select: ['id'] });
    if (owner && owner.id !== exceptId) {
      throw new ApiError(409, 'EMAIL_TAKEN', 'Another admin account already has this e-mail address.');
    }
  };

  /** Refuses a change after which no active super admin would remain. */
  const assertSuperAdminRemains = async (account: StoredAdmin, after: { active: boolean; superAdmin: boolean }) => {
    if (!isActive(account) || !isSuperAdmin(account) || (after.active && after.superAdmin)) return;
    const others = await users().count({
      where: {
        id: { $ne: account.id },
        isActive: true,
        $or: [{ blocked: false }, { blocked: { $null: true } }],
        roles: { code: SUPER_ADMIN_CODE },
      },
    });
    if (others === 0) throw protectedAccount('The panel must keep at least one active super admin.');
  };

  /**
   * Runs a check and the change it guards in one transaction, one such change at a time: two
   * super admins stepping down at the same moment would otherwise both see the other still there.
   * PostgreSQL serialises them on a transaction-scoped advisory lock; SQLite runs one write
   * transaction at a time on its single connection.
   */
  const oneAccountChangeAtATime = (change: () => Promise<void>) =>
    strapi.db.transaction(async ({ trx }) => {
      if (strapi.db.dialect.client === 'postgres')
        await trx.raw('select pg_advisory_xact_lock(?)', [ACCOUNT_CHANGES_LOCK]);
      await change();
    });

  const reload = async (id: number) => adminAccountView(await users().findOne({ where: { id }, populate: ['roles'] }));

  return {
    async paginate({ page, pageSize }: PageRequest) {
      const [total, rows] = await Promise.all([
        users().count(),
        users().findMany({
          orderBy: [{ id: 'asc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
          populate: ['roles'],
        }),
      ]);
      return {
        results: rows.map(adminAccountView),
        pagination: paginationMeta({ page, pageSize }, total),
      };
    },

    async create(body: Record<string, unknown>) {
      const changes = await readChanges(body, true, resolveRoles);
      await assertEmailFree(changes.email);
      // A password is set here, so there is no invitation to accept: no registration token.
      const created = await getService(strapi, 'admin::user').create({
        ...changes,
        registrationToken: null,
      } as UserCreation);
      return reload(Number(created.id));
    },

    async update(id: unknown, body: Record<string, unknown>, callerId: number) {
      const account = await findAccount(id);
      const changes = await readChanges(body, false, resolveRoles);
      if (changes.isActive === false && account.id === callerId) {
        throw protectedAccount('You cannot switch off your own account.');
      }
      await assertEmailFree(changes.email, account.id);
      const roleCodes = changes.roles
        ? ((await strapi.db.query('admin::role').findMany({ where: { id: { $in: changes.roles } } })) as Role[])
        : null;
      await oneAccountChangeAtATime(async () => {
        // Read again inside the lock: another change may have come first.
        const current = await findAccount(account.id);
        await assertSuperAdminRemains(current, {
          active: changes.isActive ?? current.isActive,
          superAdmin: isSuperAdmin({ roles: roleCodes ?? current.roles }),
        });
        await getService(strapi, 'admin::user').updateById(account.id, changes as UserUpdate);
      });
      if (changes.isActive === false) await getService(strapi, 'admin-session').endAllOf(account.id);
      return reload(account.id);
    },

    async delete(id: unknown, callerId: number) {
      const account = await findAccount(id);
      if (account.id === callerId) throw protectedAccount('You cannot delete your own account.');
      await oneAccountChangeAtATime(async () => {
        await assertSuperAdminRemains(await findAccount(account.id), { active: false, superAdmin: false });
        await getService(strapi, 'admin::user').deleteById(account.id);
      });
      await getService(strapi, 'admin-session').endAllOf(account.id);
      return adminAccountView(account);
    },
  };
};

export default adminAccounts;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'admin-accounts': ReturnType<typeof adminAccounts>;
  }
}
