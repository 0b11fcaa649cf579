// Schedules the daily backup (api/backup/services/backup.ts) with Strapi's cron at BACKUP_SCHEDULE,
// Israel time, when BACKUP_TO names where the copies go. Every instance whose cron is on schedules
// it; the service lets one of them run it (docs/deployment.md, "Backups and restore").

import type { Core } from '@strapi/strapi';
import { LEADS_TIME_ZONE } from '../lib/time/jerusalem';
import { getService } from '../lib/strapi/services';
import { appConfig } from '../lib/config/app-config';

export const BACKUP_JOB = 'vision-backup';

export const scheduleBackups = (strapi: Core.Strapi) => {
  const { to, schedule } = appConfig(strapi, 'backup');
  if (!to || !schedule) {
    strapi.log.info(
      `[backup] no scheduled backup on this instance (${!to ? 'BACKUP_TO' : 'BACKUP_SCHEDULE'} is empty)`,
    );
    return;
  }
  if (appConfig(strapi, 'server').cron.enabled === false) return;
  strapi.cron.add({
    [BACKUP_JOB]: {
      options: { rule: schedule, tz: LEADS_TIME_ZONE },
      // The service logs, counts and mails its own failures; it never throws.
      task: () => getService(strapi, 'backup').scheduled(),
    },
  });
};
