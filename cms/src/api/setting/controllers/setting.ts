// GET /api/settings/get: the public texts, images and open/closed state of the site.

import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(ctx) {
    const snapshot = await strapi.service('api::setting.settings-snapshot').get();
    const maxAge = Number(process.env.SETTINGS_CACHE_MAX_AGE ?? 86_400);

    ctx.set('Cache-Control', `public, max-age=${maxAge}, s-maxage=${maxAge}`);
    ctx.set('Vary', 'Origin, Accept-Encoding');
    ctx.set('ETag', snapshot.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = snapshot.body;
  },
});
