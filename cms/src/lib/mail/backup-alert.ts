// The super admins' alert of a failed scheduled backup: one mail job per active super admin,
// at most one per address and Israel-time day however often it fails (the outbox's dedupe key).

import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { jerusalemDate } from '../time/jerusalem';
import { SUPER_ADMIN_CODE } from '../auth/roles';
import { insertMailJobs } from './outbox';

/** Queues the alert of the backup that failed at `at`; answers how many jobs were written. */
export const enqueueBackupFailureAlert = async (strapi: Core.Strapi, at: Date): Promise<number> => {
  if (!appConfig(strapi, 'mail').enabled) return 0;
  const admins = (await strapi.db.query('admin::user').findMany({
    where: { isActive: true, blocked: false, roles: { code: SUPER_ADMIN_CODE } },
    select: ['email'],
  })) as { email: string | null }[];
  const day = jerusalemDate(at.getTime());
  const addresses = [...new Set(admins.map((admin) => admin.email).filter((email): email is string => !!email))];
  return insertMailJobs(
    strapi,
    strapi.db.connection,
    addresses.map((recipient) => ({ kind: 'backup-failure' as const, recipient, digestDay: day })),
  );
};
