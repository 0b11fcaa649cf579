// Keeps the staff's addresses and the super admins' switch out of the Content Manager's answers on
// Settings. Strapi 5.54's Content Manager adds to `meta.availableLocales` each other locale's
// non-localized fields (for prefilling a new locale: services/document-metadata.js,
// getAvailableLocales), and a save's answer carries the other locales' entries (`localizations`),
// neither with the field permissions that sanitize the entry itself. With Arabic and English
// beside Hebrew, an Editor, who may not read staffEmails, would receive them there. Every locale
// exists from the first start (src/bootstrap/content-locales.ts), so nothing needs the prefill.
// Checked against Strapi 5.54 (its guard: __tests__/settings-sibling-locales-guard.test.ts); delete
// once availableLocales is sanitized like `data`.

import { STAFF_NOTIFICATION_FIELDS, SUPER_ADMIN_SETTINGS_FIELDS } from '@vision/config';
import type { Context, Next } from 'koa';

const SETTINGS_PATHS = /^\/content-manager\/single-types\/api::setting\.setting(\/|$)/;
const WITHHELD: readonly string[] = [...STAFF_NOTIFICATION_FIELDS, ...SUPER_ADMIN_SETTINGS_FIELDS];

/** `value` with the withheld fields taken out of every object in it, however deep. */
const withoutWithheld = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutWithheld);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => !WITHHELD.includes(field))
      .map(([field, inner]) => [field, withoutWithheld(inner)]),
  );
};

type Answer = { data?: Record<string, unknown>; meta?: unknown };

export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!SETTINGS_PATHS.test(ctx.path)) return;
  const body = ctx.body as Answer | null | undefined;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return;
  // The entry's own fields were sanitized by the caller's permissions; what it carries of the
  // other locales (`localizations`) and the metadata were not.
  if (body.data && typeof body.data === 'object') {
    body.data = Object.fromEntries(
      Object.entries(body.data).map(([field, value]) => [
        field,
        typeof value === 'object' && value !== null ? withoutWithheld(value) : value,
      ]),
    );
  }
  if (body.meta) body.meta = withoutWithheld(body.meta);
};
