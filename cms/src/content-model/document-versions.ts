// No silent lost update: a panel save carries the version (`updatedAt`) of the document its form
// was loaded from, and is refused when the stored document has moved on since. The Content
// Manager sends every field of the form on save, so without this an editor whose page is older
// than a colleague's change writes the colleague's values back.
//
// The panel sends the version it loaded in the X-Document-Version header
// (src/admin/workarounds/version-header.ts). Saves without one (the seeder, our own services)
// are not checked. The check runs inside the update's own transaction, with the row locked on
// PostgreSQL (SQLite has one connection, so its transactions already run one at a time), so of
// two saves racing from the same version exactly one wins.

import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { SETTINGS_UID } from '../lib/uids';

/** The content types whose panel saves are checked against the version they were loaded from. */
export const VERSIONED_UIDS: ReadonlySet<string> = new Set([SETTINGS_UID]);

/** Request header with the `updatedAt` the panel's form was loaded from (an ISO date). */
export const VERSION_HEADER = 'x-document-version';

const CONFLICT_MESSAGE =
  'מישהו אחר שמר גרסה חדשה יותר של המסמך אחרי שפתחתם אותו. השמירה שלכם לא בוצעה; טענו את הדף מחדש.';

/** A save based on an older version than the stored one; answered 409 by the panel's routes. */
export class DocumentVersionConflict extends errors.ApplicationError {
  constructor(details: { uid: string; documentId: string; locale?: string; stored: string | null; sent: string }) {
    super(CONFLICT_MESSAGE, { code: 'DOCUMENT_VERSION_CONFLICT', ...details });
    Object.assign(this, { name: 'ConflictError' });
  }
}

/** The version the current request's save is based on, in milliseconds; undefined when none. */
// A request is checked once, at its first update of a versioned document: an update that code
// makes while handling it is not the editor's save.
const checkedRequests = new WeakSet<object>();

const sentVersion = (strapi: Core.Strapi): { text: string; ms: number } | undefined => {
  const ctx = strapi.requestContext.get() as Context | undefined;
  if (!ctx || checkedRequests.has(ctx)) return undefined;
  checkedRequests.add(ctx);
  const header = ctx.request?.headers?.[VERSION_HEADER];
  const text = Array.isArray(header) ? header[0] : header;
  if (!text) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new errors.ValidationError(`${VERSION_HEADER} is not a date`);
  return { text, ms };
};

const toMs = (value: unknown): number | null =>
  value === null || value === undefined ? null : new Date(value as string | number | Date).getTime();

type UpdateParams = { documentId?: string; locale?: string };

export const registerDocumentVersions = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'update' || !VERSIONED_UIDS.has(context.uid)) return next();
    const sent = sentVersion(strapi);
    if (!sent) return next();

    const { documentId, locale: askedLocale } = context.params as UpdateParams;
    const model = strapi.contentType(context.uid);
    const localized = Boolean((model.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized);
    const locale = localized
      ? (askedLocale ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale()))
      : undefined;

    return strapi.db.transaction(async () => {
      const where: Record<string, unknown> = { documentId };
      if (locale) where.locale = locale;
      if (contentTypes.hasDraftAndPublish(model)) where.publishedAt = null;
      const query = strapi.db.queryBuilder(context.uid).select(['id', 'updatedAt']).where(where).first();
      // A second save waits here until the first one commits, then reads its new version.
      if (strapi.db.dialect.client !== 'sqlite') query.forUpdate();
      const row = (await query.execute()) as { updatedAt?: unknown } | null;

      const stored = toMs(row?.updatedAt);
      if (stored !== sent.ms) {
        throw new DocumentVersionConflict({
          uid: context.uid,
          documentId: String(documentId),
          locale,
          stored: stored === null ? null : new Date(stored).toISOString(),
          sent: sent.text,
        });
      }
      return next();
    });
  });

  // The Content Manager's routes answer a conflict 409, in Strapi's own error shape, so the panel
  // can tell it from a validation error (Strapi's error middleware would answer it 400).
  const answerConflict = async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof DocumentVersionConflict)) throw error;
      ctx.status = 409;
      ctx.body = {
        data: null,
        error: { status: 409, name: error.name, message: error.message, details: error.details },
      };
    }
  };
  const routes = (strapi.plugin('content-manager').routes as Record<string, { routes: Core.Route[] }>).admin.routes;
  for (const route of routes) {
    if (!['PUT', 'POST'].includes(route.method)) continue;
    route.config = { ...route.config, middlewares: [answerConflict, ...(route.config?.middlewares ?? [])] };
  }
};
