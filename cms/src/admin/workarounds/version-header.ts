// Workaround: every Content Manager save carries the version its form shows.
// Patches: window.fetch, which Strapi's fetch client (@strapi/admin utils/getFetchClient) calls for
// every request; only GET and PUT of a document's Content Manager URL, and POST of its publish
// action, are touched.
// Checked against: Strapi 5.54.0.
// Delete when: the Content Manager sends a document's updatedAt (or lets a plugin add a header to
// its save); __tests__/guards.test.ts fails when the fetch client or the URLs change.
//
// Every Content Manager save carries the version of the document its form shows: the `updatedAt`
// of the last copy of that document the panel received (when the edit view loads or refetches a
// document, Strapi's form resets to it; after a save, to what was saved). The server refuses a save
// whose version is older than the stored one (src/content-model/document-versions.ts) with 409;
// that answer opens the conflict dialog (features/concurrency/conflict-dialog.tsx).
//
// Strapi's Content Manager drops `updatedAt` from the form's values and sends the whole form on
// save, so there is nowhere else to carry it: a small wrapper over window.fetch, which Strapi's
// fetch client calls for every request.

/** Matches src/content-model/document-versions.ts (browser code never imports server code). */
const VERSION_HEADER = 'X-Document-Version';

// A document's edit-view URL: /content-manager/single-types/:uid or /collection-types/:uid/:id,
// and its publish action (Publish saves the form first, so it is a save too: issue 22).
const DOCUMENT_PATH = /\/content-manager\/(single-types\/[^/?]+|collection-types\/[^/?]+\/[^/?]+)$/;
const PUBLISH_ACTION = '/actions/publish';

/** The document (and its locale) a request is about, or null for any other request. */
const documentOf = (url: URL): { key: string; publish: boolean } | null => {
  const publish = url.pathname.endsWith(PUBLISH_ACTION);
  const pathname = publish ? url.pathname.slice(0, -PUBLISH_ACTION.length) : url.pathname;
  const match = DOCUMENT_PATH.exec(pathname);
  if (!match || match[1].endsWith('/create') || match[1].endsWith('/actions')) return null;
  return { key: `${decodeURIComponent(match[1])}|${url.searchParams.get('locale') ?? ''}`, publish };
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

/** `onConflict` runs when the server refuses a save because the document changed meanwhile. */
export const installVersionHeader = (onConflict: () => void) => {
  const original = window.fetch.bind(window);

  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const document = documentOf(url);
    const saves = document && (document.publish ? method === 'POST' : method === 'PUT');
    if (!document || (!saves && (method !== 'GET' || document.publish))) return original(input, init);
    const { key } = document;

    const version = versions.get(key);
    if (saves && version) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(VERSION_HEADER, version);
      init = { ...init, headers };
    }
    const response = await original(input, init);
    if (response.ok) await remember(key, response);
    else if (saves && response.status === 409) onConflict();
    return response;
  };
};
