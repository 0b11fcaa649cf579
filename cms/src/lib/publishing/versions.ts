// Every publish of the site's texts keeps a version (issue 22): a Document Service middleware on
// Settings' `publish` writes, in the publish's own transaction, what each published language now
// holds, who published it, and which fields changed. A restore writes a version back as the draft;
// the editor then previews and publishes, which keeps a new version (`restoredFrom` names the one
// it brought back). Versions are never changed or deleted: no route writes them, and at least
// SETTINGS_VERSIONS_KEPT are kept per language (all of them, today: a version is a few kilobytes).

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SETTINGS_UID, SETTINGS_VERSION_UID } from '../uids';
import { adminName } from '../auth/admin-name';
import type { AdminCaller } from '../auth/admin-caller';
import { getService } from '../strapi/services';
import { changesBetween, contentHash, contentOf, type VersionContent } from './version-content';

export type VersionRow = {
  id: number;
  locale: string;
  number: number;
  content: VersionContent;
  contentHash: string;
  changedFields: string[];
  authorId: number | null;
  authorName: string;
  restoredFrom: number | null;
  createdAt: string | Date;
};

type PanelUser = {
  id: number;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  roles?: { code: string }[];
};

/** Who is acting in this request: the panel's signed-in user, or the caller of an /api admin route. */
export const actorOf = (strapi: Core.Strapi): { caller: AdminCaller | null; id: number | null; name: string } => {
  const ctx = strapi.requestContext.get() as
    | (Context & { state: { user?: PanelUser; adminCaller?: AdminCaller } })
    | undefined;
  const user = ctx?.state?.user;
  if (user?.id) {
    const caller: AdminCaller = {
      kind: 'admin',
      id: user.id,
      email: user.email,
      isSuperAdmin: (user.roles ?? []).some((role) => role.code === 'strapi-super-admin'),
    };
    return { caller, id: user.id, name: adminName(user) };
  }
  const caller = ctx?.state?.adminCaller ?? null;
  if (caller?.kind === 'admin') return { caller, id: caller.id, name: caller.email };
  if (caller) return { caller, id: null, name: caller.name };
  return { caller: null, id: null, name: 'המערכת' };
};

const versions = (strapi: Core.Strapi) => strapi.db.query(SETTINGS_VERSION_UID);

export const latestVersion = async (strapi: Core.Strapi, locale: string): Promise<VersionRow | null> =>
  (await versions(strapi).findOne({ where: { locale }, orderBy: [{ number: 'desc' }] })) as VersionRow | null;

/** Keeps a version of what `locale` now publishes. Runs inside the publish's transaction. */
const keepVersion = async (strapi: Core.Strapi, locale: string) => {
  const published = (await strapi
    .documents(SETTINGS_UID)
    .findFirst({ locale, status: 'published', populate: '*' })) as Record<string, unknown> | null;
  if (!published) return;
  const content = contentOf(published);
  const hash = contentHash(content);
  const previous = await latestVersion(strapi, locale);
  const changes = changesBetween(previous?.content ?? null, content);
  // A publish that brings back an earlier version's content (a restore, or the same words again).
  const same = previous
    ? ((await versions(strapi).findOne({
        where: { locale, contentHash: hash, number: { $lt: previous.number } },
        orderBy: [{ number: 'desc' }],
        select: ['number'],
      })) as { number: number } | null)
    : null;
  const actor = actorOf(strapi);
  await versions(strapi).create({
    data: {
      locale,
      number: (previous?.number ?? 0) + 1,
      content,
      contentHash: hash,
      changedFields: changes.map((change) => change.field),
      authorId: actor.id,
      authorName: actor.name,
      restoredFrom: previous && previous.contentHash !== hash ? (same?.number ?? null) : null,
    },
  });
  if (actor.caller) {
    await getService(strapi, 'audit-trail').record(actor.caller, 'settings-publish', {
      details: { locale, version: (previous?.number ?? 0) + 1, fields: changes.map((change) => change.field) },
    });
  }
};

type PublishParams = { documentId?: string; locale?: string | string[] };

const publishedLocales = async (strapi: Core.Strapi, params: PublishParams): Promise<string[]> => {
  const asked = params.locale;
  if (asked && asked !== '*') return Array.isArray(asked) ? asked : [asked];
  const rows = (await strapi.db
    .query(SETTINGS_UID)
    .findMany({ where: { publishedAt: { $notNull: true } }, select: ['locale'] })) as { locale: string }[];
  return [...new Set(rows.map((row) => row.locale))];
};

export const registerSettingsVersions = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SETTINGS_UID || context.action !== 'publish') return next();
    // One transaction: the publish and its version are kept together or not at all.
    return strapi.db.transaction(async () => {
      const result = await next();
      for (const locale of await publishedLocales(strapi, context.params as PublishParams)) {
        await keepVersion(strapi, locale);
      }
      return result;
    });
  });
};
