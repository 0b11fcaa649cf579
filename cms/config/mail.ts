// E-mail (README.md, "E-mail"): read in code as strapi.config.get('mail.…'). The SMTP connection
// itself is the email plugin's (config/plugins.ts); the same variables are read here for the start
// checks and the readiness probe. Every variable is described in .env.example.
import type { Core } from '@strapi/strapi';

const positive = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const host = env('SMTP_HOST', '');
  const digestHour = env.int('MAIL_DIGEST_HOUR', 8);
  return {
    /** E-mail is on when an SMTP server is named; off, no mail job is written at all. */
    enabled: host !== '',
    smtp: {
      host,
      /** The port as given ('' when unset), so a start check can name a wrong one. */
      port: env('SMTP_PORT', ''),
      secure: env.bool('SMTP_SECURE', false),
      user: env('SMTP_USER', ''),
      hasPassword: env('SMTP_PASS', '') !== '',
    },
    from: env('EMAIL_FROM', ''),
    replyTo: env('EMAIL_REPLY_TO', ''),
    worker: {
      /** How often the worker looks for due jobs. */
      intervalMs: positive(env.int('MAIL_WORKER_INTERVAL_MS', 5_000), 5_000),
      /** Jobs one worker claims at a time. */
      batchSize: positive(env.int('MAIL_BATCH_SIZE', 20), 20),
      /** How long a claim holds: far beyond one send's SMTP timeouts (config/plugins.ts). */
      leaseMs: positive(env.int('MAIL_LEASE_MS', 300_000), 300_000),
      /** Tries of a message the server answers with a temporary refusal (4xx) before it fails. */
      maxAttempts: positive(env.int('MAIL_MAX_ATTEMPTS', 8), 8),
      /** The first retry's delay; each next one doubles, up to retryMaxMs. */
      retryBaseMs: positive(env.int('MAIL_RETRY_BASE_MS', 60_000), 60_000),
      retryMaxMs: positive(env.int('MAIL_RETRY_MAX_MS', 3_600_000), 3_600_000),
    },
    /** The hour (0-23, Israel time) of the staff's daily digest. */
    digestHour: Number.isInteger(digestHour) && digestHour >= 0 && digestHour <= 23 ? digestHour : 8,
  };
};
