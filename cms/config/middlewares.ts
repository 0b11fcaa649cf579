import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // Replaces strapi::logger: a request id, one log line per request without its query string, metrics.
  'global::request-scope',
  'strapi::errors',
  'global::contract-errors',
  'global::settings-sibling-locales',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        directives: {
          // An evaluator reads a proposal's PDF inside the panel: the panel fetches it with its
          // admin token and shows it from a blob: URL it made itself (src/admin/features/evaluation/
          // file-viewer.tsx); no other origin may be framed.
          'frame-src': ["'self'", 'blob:'],
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // Only the site's own origin(s) may call the API from a browser.
      origin: env.array('SITE_URL', ['http://localhost:5173', 'http://127.0.0.1:5173']),
      credentials: true,
      headers: [
        'Content-Type',
        'Authorization',
        'Idempotency-Key',
        'X-CSRF-Token',
        'If-None-Match',
        'X-Request-Id',
        'X-Preview-Secret',
      ],
      expose: ['ETag', 'Retry-After', 'X-Request-Id'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Extended in src/index.ts to leave the streamed lead upload alone.
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
