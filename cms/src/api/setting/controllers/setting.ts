// GET /api/settings/get?locale=: the public texts, images, open/closed state and submission window,
// in one language (config/src/contract/settings.ts), each with its own ETag.

import type { Core } from '@strapi/strapi';
import { LocaleQuery, nextWindowEdge } from '@vision/config';
import type { Context } from 'koa';
import { getService } from '../../../lib/strapi/services';
import { appConfig } from '../../../lib/config/app-config';
import { parseInput } from '../../auth/validation/admin-input';

/**
 * The configured max-age, cut so that no cache keeps the answer past the window's next edge: the
 * answer itself does not change there (it carries the dates, not the state), but a page built from
 * an answer fetched just after the edge is then built by a site that knows the edge has passed.
 */
const cacheSeconds = (configured: number, now: number, opensAt: string | null, closesAt: string | null) => {
  const edge = nextWindowEdge(now, opensAt, closesAt);
  return edge === null ? configured : Math.max(0, Math.min(configured, Math.floor((edge - now) / 1000)));
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(ctx: Context) {
    // Only `locale` is read: a cache-busting parameter the site or a proxy adds stays harmless.
    const asked = ctx.query.locale === '' ? undefined : ctx.query.locale;
    const { locale } = parseInput(LocaleQuery, { locale: asked }, 'No such language.');
    const snapshot = await getService(strapi, 'settings-snapshot').get(locale);
    const configured = appConfig(strapi, 'site-settings').cacheMaxAge;
    const maxAge = cacheSeconds(configured, Date.now(), snapshot.opensAt, snapshot.closesAt);

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
