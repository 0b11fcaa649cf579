// reCAPTCHA v3 (README.md, "How a lead is taken in"); read in code as strapi.config.get('recaptcha.…').
// No secret (or RECAPTCHA_DISABLED=true) means the check is off; whether a start may run that way
// is decided once, at start, by src/bootstrap/deployment-checks.ts.

import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  secret: env('RECAPTCHA_SECRET', ''),
  /** Public by design: the site asks Google for a token with it. */
  siteKey: env('RECAPTCHA_SITE_KEY', '') || null,
  /** Production without a bot check must say so: both keys unset and this true. */
  disabled: env.bool('RECAPTCHA_DISABLED', false),
  verifyUrl: env('RECAPTCHA_VERIFY_URL', '') || 'https://www.google.com/recaptcha/api/siteverify',
  minScore: env.float('RECAPTCHA_MIN_SCORE', 0.5),
  timeoutMs: env.int('RECAPTCHA_TIMEOUT_MS', 3000),
});
