import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      provider: 'local',
      // Media Library files (editors' images and documents). Lead attachments never go here.
      sizeLimit: env.int('MEDIA_SIZE_LIMIT', 20 * 1024 * 1024),
    },
  },
  // E-mail through SMTP (README.md, "E-mail"); on only when SMTP_HOST is set (config/mail.ts). Sent
  // only by the outbox's worker, so the short timeouts bound one send, never a visitor's request.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', env.bool('SMTP_SECURE', false) ? 465 : 587),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USER', '') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS', '') } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', ''),
        defaultReplyTo: env('EMAIL_REPLY_TO', '') || undefined,
      },
    },
  },
  i18n: {
    config: {
      defaultLocale: 'he',
    },
  },
});
