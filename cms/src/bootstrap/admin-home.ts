// The panel's home page lists "last edited entries" by their main field's value. A single type
// such as Settings has no field that names it, so Strapi shows its documentId ("hq3ck867…"); here
// a single type is listed by its name ("תוכן האתר"), as its own page header shows it.

import type { Core } from '@strapi/strapi';

type RecentDocument = { kind?: string; title?: unknown; contentTypeDisplayName?: string };
type HomepageService = Record<string, unknown>;

const RECENT_LISTS = ['getRecentlyUpdatedDocuments', 'getRecentlyPublishedDocuments'] as const;

const titled = (documents: unknown) =>
  Array.isArray(documents)
    ? documents.map((document: RecentDocument) =>
        document.kind === 'singleType' && document.contentTypeDisplayName
          ? { ...document, title: document.contentTypeDisplayName }
          : document,
      )
    : documents;

export const titleSingleTypesOnHome = (strapi: Core.Strapi) => {
  const homepage = strapi.plugin('content-manager').service('homepage') as HomepageService | undefined;
  if (!homepage) return;
  for (const name of RECENT_LISTS) {
    const original = homepage[name];
    if (typeof original !== 'function' || (original as { visionTitled?: true }).visionTitled) continue;
    const wrapped = async (...args: unknown[]) => titled(await original.apply(homepage, args));
    homepage[name] = Object.assign(wrapped, { visionTitled: true as const });
  }
};
