// The panel's preview of the site's draft texts (README.md, "Publishing"); read in code as
// strapi.config.get('preview.…'), and by config/admin.ts, which configures Strapi's Preview.
// PREVIEW_SECRET opens GET /api/settings/draft (the panel gets hour-long tokens signed with it);
// a production start with the preview on and no secret is refused
// (src/lib/config/deployment-checks.ts). Every variable is described in .env.example.
import type { Core } from '@strapi/strapi';

/** Where the site answers: PREVIEW_SITE_URL, else the first SITE_URL, else the dev server. */
export const previewSiteOrigin = (env: Core.Config.Shared.ConfigParams['env']): string =>
  (env('PREVIEW_SITE_URL', '') || env.array('SITE_URL', [])[0] || 'http://localhost:5173').replace(/\/+$/, '');

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const secret = env('PREVIEW_SECRET', '');
  const wanted = env.bool('PREVIEW_ENABLED', true);
  return {
    /** PREVIEW_ENABLED (default true): whether the panel offers a preview at all. */
    wanted,
    /** On when wanted and a secret is given (without one, the draft route opens to nobody). */
    enabled: wanted && secret !== '',
    secret: secret || null,
    siteOrigin: previewSiteOrigin(env),
  };
};
