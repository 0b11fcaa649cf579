// GET /api/settings/translations (config/src/contract/settings-translations.ts): per translated
// language, the fields of its draft a visitor would read in Hebrew.

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { getService } from '../../../lib/strapi/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: { locales: await getService(strapi, 'settings-translations').status() } };
  },
});
