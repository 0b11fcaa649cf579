// The publishing routes of the /api contract (config/src/contract/settings-publishing.ts): the
// draft for the site's preview, the publication state, the versions and their restore.

import type { Core } from '@strapi/strapi';
import { PREVIEW_SECRET_HEADER } from '@vision/config';
import type { Context } from 'koa';
import { DocumentVersionConflict } from '../../../content-model/document-versions';
import { callerOf } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { parsePageRequest } from '../../../lib/http/paging';
import { appConfig } from '../../../lib/config/app-config';
import { opensDrafts } from '../../../lib/publishing/preview-token';
import { getService } from '../../../lib/strapi/services';
import { failIfAny, type FieldErrors } from '../../auth/validation/admin-input';

const LOCALE = /^[a-z]{2}(-[A-Za-z]{2,4})?$/;

/** `?locale=` as the contract reads it: absent, or a language code (else a field error). */
const localeOf = (query: Record<string, unknown>, fields: FieldErrors): string | undefined => {
  const value = query.locale;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !LOCALE.test(value)) {
    fields.locale = 'INVALID_FORMAT';
    return undefined;
  }
  return value;
};

const versionIdOf = (ctx: Context): number => {
  const id = Number(ctx.params.id);
  if (!/^\d{1,9}$/.test(String(ctx.params.id)) || id < 1)
    throw new ApiError(404, 'NOT_FOUND', 'No version with this id.');
  return id;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const publishing = () => getService(strapi, 'settings-publishing');
  return {
    async draft(ctx: Context) {
      // No cache ever keeps a draft, not even a refusal.
      ctx.set('Cache-Control', 'no-store');
      const { secret } = appConfig(strapi, 'preview');
      if (!opensDrafts(secret, ctx.get(PREVIEW_SECRET_HEADER) || null)) {
        throw new ApiError(401, 'UNAUTHORIZED', 'The preview secret is missing or wrong.');
      }
      const fields: FieldErrors = {};
      const locale = localeOf(ctx.query, fields);
      failIfAny(fields);
      const payload = await getService(strapi, 'settings-snapshot').draft(locale);
      if (!payload) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'No such content language.', { locale: 'INVALID_FORMAT' });
      }
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = { success: true, data: payload };
    },

    async publication(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, data: { locales: await publishing().publication() } };
    },

    async versions(ctx: Context) {
      const fields: FieldErrors = {};
      const { locale: _locale, ...pageQuery } = ctx.query;
      const page = parsePageRequest(pageQuery, fields);
      const locale = localeOf(ctx.query, fields);
      failIfAny(fields);
      const { results, pagination } = await publishing().list(page, locale);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, data: results, meta: { pagination } };
    },

    async version(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, data: await publishing().get(versionIdOf(ctx)) };
    },

    async restore(ctx: Context) {
      const id = versionIdOf(ctx);
      try {
        ctx.body = { success: true, data: await publishing().restore(id, callerOf(ctx)) };
      } catch (error) {
        if (!(error instanceof DocumentVersionConflict)) throw error;
        throw new ApiError(409, 'VERSION_CONFLICT', 'The draft changed after you loaded it; load it again.');
      }
    },
  };
};
