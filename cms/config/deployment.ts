// What a start checks before anything else (src/bootstrap/deployment-checks.ts); read in code as
// strapi.config.get('deployment.…'). PUBLIC_URL is server.url (config/server.ts); the reCAPTCHA
// values are in config/recaptcha.ts.

import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  isProduction: env('NODE_ENV') === 'production',
  /** SITE_URL as given, without the development default config/middlewares.ts falls back to. */
  siteOrigins: env.array('SITE_URL', []).filter((origin) => origin !== ''),
});
