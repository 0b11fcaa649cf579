// The scheduled backups (api/backup/services/backup.ts): how many failed, and when the last one
// succeeded, on the instance that ran them. Worth an alert: any increase of the failures, or a
// last success older than a day and a half.

import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './registry';

export const backupFailures = new Counter({
  name: 'vision_backup_failures_total',
  help: 'Scheduled backups that failed (or copied an incomplete set of files) on this instance.',
  registers: [metricsRegistry],
});

export const backupLastSuccess = new Gauge({
  name: 'vision_backup_last_success_timestamp_seconds',
  help: 'When the last scheduled backup run by this instance finished whole (Unix time).',
  registers: [metricsRegistry],
});
