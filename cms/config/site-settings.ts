import path from 'path';
import type { Core } from '@strapi/strapi';

// The public settings answer (GET /api/settings/get) and its seeding; read in code as
// strapi.config.get('site-settings.…').
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Cache-Control max-age and s-maxage of the answer, in seconds (one day by default). */
  cacheMaxAge: env.int('SETTINGS_CACHE_MAX_AGE', 86_400),
  /** The site's own /static/ files, copied into the Media Library on first start. */
  seedAssetsDir: path.resolve(process.cwd(), env('SEED_ASSETS_DIR', '../site/public/static')),
});
