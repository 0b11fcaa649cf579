import path from 'path';
import type { Core } from '@strapi/strapi';
import { BACKUP_KEEP_DAILY_DEFAULT, BACKUP_KEEP_WEEKLY_DEFAULT } from '@vision/config';

// Backups and the erasure log (docs/deployment.md, "Backups and restore"); read in code as
// appConfig(strapi, 'backup'). Every variable is described in .env.example.

const atLeast = (value: number, minimum: number, fallback: number) =>
  Number.isInteger(value) && value >= minimum ? value : fallback;

/** A folder relative to the CMS's working directory, or an s3://bucket/prefix as given. */
const locationOf = (value: string) =>
  value === '' || value.startsWith('s3://') ? value : path.resolve(process.cwd(), value);

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const to = locationOf(env('BACKUP_TO', '').trim());
  return {
    /** Where the scheduled backups go: a folder or s3://bucket/prefix; empty: no scheduled backup. */
    to,
    /** When (a cron expression in Israel time); empty switches the scheduled backup off here. */
    schedule: env('BACKUP_SCHEDULE', '0 2 * * *').trim(),
    /** The age public key (age1…) every backup is encrypted to; its private key stays offline. */
    publicKey: env('BACKUP_PUBLIC_KEY', '').trim(),
    keep: {
      daily: atLeast(env.int('BACKUP_KEEP_DAILY', BACKUP_KEEP_DAILY_DEFAULT), 1, BACKUP_KEEP_DAILY_DEFAULT),
      weekly: atLeast(env.int('BACKUP_KEEP_WEEKLY', BACKUP_KEEP_WEEKLY_DEFAULT), 0, BACKUP_KEEP_WEEKLY_DEFAULT),
    },
    /** An s3:// location's service; by default the attachments' (ATTACHMENTS_S3_*). */
    s3: {
      endpoint: env('BACKUP_S3_ENDPOINT', env('ATTACHMENTS_S3_ENDPOINT', '')),
      region: env('BACKUP_S3_REGION', env('ATTACHMENTS_S3_REGION', 'us-east-1')),
      accessKeyId: env('BACKUP_S3_ACCESS_KEY_ID', env('ATTACHMENTS_S3_ACCESS_KEY_ID', '')),
      secretAccessKey: env('BACKUP_S3_SECRET_ACCESS_KEY', env('ATTACHMENTS_S3_SECRET_ACCESS_KEY', '')),
      forcePathStyle: env.bool('BACKUP_S3_FORCE_PATH_STYLE', env.bool('ATTACHMENTS_S3_FORCE_PATH_STYLE', false)),
    },
    /** The folder of pg_dump and pg_restore; empty: the PATH, then /usr/lib/postgresql/<newest>/bin. */
    postgresBinDir: env('BACKUP_POSTGRES_BIN_DIR', ''),
    erasureLog: {
      /**
       * Where every erasure and retention run is recorded, to be replayed on a restore: beside the
       * backups (BACKUP_TO/erasure-log), or beside the attachments' folder; never in the database a
       * restore replaces.
       */
      to:
        locationOf(env('ERASURE_LOG_TO', '').trim()) ||
        (to
          ? `${to}/erasure-log`
          : path.resolve(process.cwd(), env('PRIVATE_UPLOADS_DIR', 'private/attachments'), '..', 'erasure-log')),
      /** The secret the log's hashes are keyed with; required in production. */
      salt: env('ERASURE_LOG_SALT', ''),
    },
  };
};
