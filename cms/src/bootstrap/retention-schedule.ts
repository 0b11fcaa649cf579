// Schedules the retention job (api/lead/services/retention.ts) with Strapi's cron, daily in Israel
// time. Every instance schedules it; on PostgreSQL the job's advisory lock lets one of them run it.
// A failed run is logged and tried again the next day: the rule deletes whatever is due by then.

import type { Core } from '@strapi/strapi';
import { LEADS_TIME_ZONE } from '../lib/time/jerusalem';
import { getService } from '../lib/strapi/services';
import { appConfig } from '../lib/config/app-config';

export const RETENTION_JOB = 'vision-retention';

export const scheduleRetention = (strapi: Core.Strapi) => {
  const rule = String(appConfig(strapi, 'privacy').retentionSchedule ?? '').trim();
  if (!rule) {
    strapi.log.info('[privacy] the retention job is off on this instance (RETENTION_SCHEDULE is empty)');
    return;
  }
  strapi.cron.add({
    [RETENTION_JOB]: {
      options: { rule, tz: LEADS_TIME_ZONE },
      task: async () => {
        try {
          const outcome = await getService(strapi, 'retention').run();
          if (outcome.ran) {
            strapi.log.info(
              `[privacy] retention: ${outcome.counts.leads ?? 0} leads and ${outcome.counts.quarantinedLeads ?? 0} quarantined attempts deleted`,
            );
          }
        } catch (error) {
          strapi.log.error(`[privacy] the retention job failed: ${(error as Error).stack ?? error}`);
        }
      },
    },
  });
};
