// The staff's daily digest (README.md, "E-mail"): one job per staff address for the Israel-time
// day before, when the editors chose the daily digest and leads arrived that day. Every
// instance's cron may ask for it: the jobs' dedupe key (outbox.ts) keeps one per address and day.

import type { Core } from '@strapi/strapi';
import { jerusalemDate, startOfJerusalemDay } from '../time/jerusalem';
import { LEAD_UID } from '../uids';
import { insertMailJobs, type StaffPlan } from './outbox';

/** Writes the digest jobs of the day before `now`; answers how many were written. */
export const enqueueDailyDigest = async (strapi: Core.Strapi, staff: StaffPlan, now: Date): Promise<number> => {
  if (staff.mode !== 'dailyDigest' || staff.addresses.length === 0) return 0;
  const [year, month, date] = jerusalemDate(now.getTime()).split('-').map(Number);
  const day = jerusalemDate(startOfJerusalemDay(year, month, date).getTime() - 1);
  const leads = await strapi.db.query(LEAD_UID).count({ where: { receivedDay: day } });
  if (leads === 0) return 0;
  return insertMailJobs(
    strapi,
    strapi.db.connection,
    staff.addresses.map((recipient) => ({ kind: 'staff-digest' as const, recipient, digestDay: day })),
  );
};
