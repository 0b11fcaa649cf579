// GET /api/settings/get: the public texts, images and open/closed state of the site.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(ctx: Context) {
    const snapshot = await strapi.service('api::setting.settings-snapshot').get();
    const maxAge = strapi.config.get('site-settings.cacheMaxAge') as number;

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
