// Cookie sessions and sign-in of the /api admin routes (README.md, "Signing in"); read in code as
// strapi.config.get('admin-sessions.…').

import type { Core } from '@strapi/strapi';

const positive = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  ttlMs: positive(env.int('ADMIN_SESSION_TTL_MINUTES', 480), 480) * 60 * 1000,
  /** Secure cookies in production only: a laptop runs plain http. */
  secureCookies: env('NODE_ENV') === 'production',
  /** Sign-in attempts per IP and failed ones per account. */
  rateLimit: {
    max: env.int('AUTH_RATE_LIMIT_MAX', 10),
    windowMs: env.int('AUTH_RATE_LIMIT_WINDOW_SECONDS', 900) * 1000,
  },
});
