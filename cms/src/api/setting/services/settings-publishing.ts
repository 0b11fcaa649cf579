// The publishing side of Settings for the panel (issue 22): whether the live site differs from the
// draft, the versions every publish kept (src/lib/publishing/versions.ts writes them), and a
// restore, which writes a version back as the draft for the editor to preview and publish.

import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  DOCUMENT_FIELDS,
  LOCALE_CODES,
  MEDIA_FIELDS,
  isLocale,
  type PublicationState,
  type SettingsVersionDetail,
  type SettingsVersionSummary,
} from '@vision/config';
import { paginationMeta, type PageRequest } from '../../../lib/http/paging';
import { ApiError } from '../../../lib/http/api-error';
import { SETTINGS_UID, SETTINGS_VERSION_UID } from '../../../lib/uids';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { getService } from '../../../lib/strapi/services';
import type { VersionRow } from '../../../lib/publishing/versions';
import { changesBetween, contentOf, draftDataOf, groupsOf } from '../../../lib/publishing/version-content';

type Stored = Record<string, unknown> & { documentId: string; updatedAt?: string | Date; publishedAt?: string | Date };

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

const summaryOf = (row: VersionRow): SettingsVersionSummary => ({
  id: row.id,
  number: row.number,
  locale: row.locale,
  createdAt: iso(row.createdAt)!,
  author: { id: row.authorId ?? null, name: row.authorName },
  changedFields: Array.isArray(row.changedFields) ? row.changedFields : [],
  restoredFrom: row.restoredFrom ?? null,
});

const SHARED_MEDIA = MEDIA_FIELDS.filter((field) => !(DOCUMENT_FIELDS as readonly string[]).includes(field));

/**
 * What a restore writes in `locale`: a translated language's version brings back its own texts and
 * documents only; the images are shared by every language (a write in one is copied to all), so
 * they come back only with a version of the default language.
 */
const ownDataOf = (locale: string, data: Record<string, unknown>) => {
  if (locale === DEFAULT_LOCALE) return data;
  for (const field of SHARED_MEDIA) delete data[field];
  return data;
};

const SUMMARY_FIELDS = [
  'id',
  'number',
  'locale',
  'createdAt',
  'authorId',
  'authorName',
  'changedFields',
  'restoredFrom',
];

const settingsPublishing = ({ strapi }: { strapi: Core.Strapi }) => {
  const versions = () => strapi.db.query(SETTINGS_VERSION_UID);
  const documents = () => strapi.documents(SETTINGS_UID);

  /** The content languages, in the call's order (Hebrew first), then any other an admin added. */
  const localeCodes = async (): Promise<string[]> => {
    const codes = ((await strapi.plugin('i18n').service('locales').find()) as { code: string }[]).map(
      (locale) => locale.code,
    );
    const rank = (code: string) => (isLocale(code) ? LOCALE_CODES.indexOf(code) : LOCALE_CODES.length);
    return codes.sort((a, b) => rank(a) - rank(b));
  };

  return {
    /** Per language: what of the draft the live site does not show yet. */
    async publication(): Promise<PublicationState[]> {
      const states: PublicationState[] = [];
      for (const locale of await localeCodes()) {
        const [draft, published] = (await Promise.all([
          documents().findFirst({ locale, status: 'draft', populate: '*' }),
          documents().findFirst({ locale, status: 'published', populate: '*' }),
        ])) as [Stored | null, Stored | null];
        if (!draft && !published) continue;
        const changes = changesBetween(contentOf(published), contentOf(draft));
        const fields = changes.map((change) => change.field);
        states.push({
          locale,
          differs: !published || fields.length > 0,
          groups: groupsOf(changes),
          fields,
          publishedAt: iso(published?.publishedAt),
          draftUpdatedAt: iso(draft?.updatedAt),
        });
      }
      return states;
    },

    async list(page: PageRequest, locale?: string) {
      const where = locale ? { locale } : {};
      const [rows, total] = await Promise.all([
        versions().findMany({
          where,
          select: SUMMARY_FIELDS,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page.page - 1) * page.pageSize,
          limit: page.pageSize,
        }) as Promise<VersionRow[]>,
        versions().count({ where }),
      ]);
      return { results: rows.map(summaryOf), pagination: paginationMeta(page, total) };
    },

    /** One version against the one before it in its language. */
    async get(id: number): Promise<SettingsVersionDetail> {
      const row = (await versions().findOne({ where: { id } })) as VersionRow | null;
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No version with this id.');
      const previous = (await versions().findOne({
        where: { locale: row.locale, number: { $lt: row.number } },
        orderBy: [{ number: 'desc' }],
      })) as VersionRow | null;
      return { ...summaryOf(row), changes: changesBetween(previous?.content ?? null, row.content) };
    },

    /**
     * The version's texts and images become the draft of its language; the controls (the switch,
     * the window) are untouched and nothing is published. A draft newer than the X-Document-Version
     * the caller sent refuses it (src/content-model/document-versions.ts checks the update).
     */
    async restore(id: number, caller: AdminCaller) {
      const row = (await versions().findOne({ where: { id } })) as VersionRow | null;
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No version with this id.');
      const draft = (await documents().findFirst({
        locale: row.locale,
        status: 'draft',
        fields: ['id'],
      })) as Stored | null;
      if (!draft) throw new ApiError(404, 'NOT_FOUND', 'The site content has no draft in this language.');
      const mediaIds = Object.values(row.content.media ?? {}).flatMap((media) => (media ? [media.id] : []));
      const existing = mediaIds.length
        ? ((await strapi.db
            .query('plugin::upload.file')
            .findMany({ where: { id: { $in: mediaIds } }, select: ['id'] })) as {
            id: number;
          }[])
        : [];
      const updated = (await documents().update({
        documentId: draft.documentId,
        locale: row.locale,
        status: 'draft',
        data: ownDataOf(row.locale, draftDataOf(row.content, new Set(existing.map((file) => file.id)))),
      } as never)) as Stored;
      await getService(strapi, 'audit-trail').record(caller, 'settings-restore', {
        details: { locale: row.locale, version: row.number },
      });
      return { locale: row.locale, restoredFrom: row.number, draftUpdatedAt: iso(updated.updatedAt)! };
    },
  };
};

export default settingsPublishing;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'settings-publishing': ReturnType<typeof settingsPublishing>;
  }
}
