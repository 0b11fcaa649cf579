import type { Core } from '@strapi/strapi';

// Privacy (README.md, "Privacy"); read in code as strapi.config.get('privacy.…'). Every variable is
// described in .env.example.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /**
   * When the retention job runs: a cron expression in Israel time (minute hour day month weekday),
   * daily at 03:30 by default; empty switches the job off on this instance.
   */
  retentionSchedule: env('RETENTION_SCHEDULE', '30 3 * * *'),
});
