// Every Content Manager save carries the version of the document its form shows: the `updatedAt`
// of the last copy of that document the panel received (when the edit view loads or refetches a
// document, Strapi's form resets to it; after a save, to what was saved). The server refuses a save
// whose version is older than the stored one (src/content-model/document-versions.ts) with 409;
// that answer opens the conflict dialog (conflict-dialog.tsx).
//
// Strapi's Content Manager drops `updatedAt` from the form's values and sends the whole form on
// save, so there is nowhere else to carry it: a small wrapper over window.fetch, which Strapi's
// fetch client calls for every request.

import { conflict } from './conflict-state';

/** Matches src/content-model/document-versions.ts (browser code never imports server code). */
const VERSION_HEADER = 'X-Document-Version';

// A document's edit-view URL: /content-manager/single-types/:uid or /collection-types/:uid/:id.
const DOCUMENT_PATH = /\/content-manager\/(single-types\/[^/?]+|collection-types\/[^/?]+\/[^/?]+)$/;

/** The document (and its locale) a request is about, or null for any other request. */
const documentKey = (url: URL): string | null => {
  const match = DOCUMENT_PATH.exec(url.pathname);
  if (!match || match[1].endsWith('/create')) return null;
  return `${decodeURIComponent(match[1])}|${url.searchParams.get('locale') ?? ''}`;
};

const versions = new Map<string, string>();

const remember = async (key: string, response: Response) => {
  try {
    const body = (await response.clone().json()) as { data?: { updatedAt?: unknown } };
    if (typeof body?.data?.updatedAt === 'string') versions.set(key, body.data.updatedAt);
  } catch {
    // not JSON: nothing to remember
  }
};

export const installVersionHeader = () => {
  const original = window.fetch.bind(window);

  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = documentKey(url);
    if (!key || (method !== 'GET' && method !== 'PUT')) return original(input, init);

    const version = versions.get(key);
    if (method === 'PUT' && version) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(VERSION_HEADER, version);
      init = { ...init, headers };
    }
    const response = await original(input, init);
    if (response.ok) await remember(key, response);
    else if (method === 'PUT' && response.status === 409) conflict.set(true);
    return response;
  };
};
