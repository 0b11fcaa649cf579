// Workaround: no guided tour, no "new Media Library" banner, no marketplace in the menu.
// Patches: two private localStorage keys of @strapi/admin (STRAPI_GUIDED_TOUR,
// STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_…), one <style data-vision="no-marketplace">, and a
// read of /admin/init for the project's uuid.
// Checked against: Strapi 5.54.0.
// Delete when: Strapi honours the admin config's `tutorials: false` and offers a setting for the
// banner and the marketplace; __tests__/guards.test.ts fails when a key or the link is gone.
//
// A quiet panel: no guided tour, no "new Media Library" banner, no marketplace in the menu.
//
// What Strapi 5.54 offers and what it does not:
// - The guided tour ignores the `tutorials` setting (StrapiApp only stores it). Its provider reads
//   localStorage STRAPI_GUIDED_TOUR once, at mount; { enabled: false } is what "skip all tours"
//   writes, and the tour, its home-page block and its profile section then stay hidden. (They
//   show only in `strapi develop` anyway, for the first super admin.)
// - The Media Library banner (components/MediaLibraryBanner) shows until dismissed; the dismissal
//   is kept in localStorage under STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_<legacy flag>:<uuid>,
//   the uuid being /admin/init's (false when the project has none or telemetry is off, and
//   undefined before that answer arrives). Writing "dismissed" there before the panel renders
//   keeps it away for every browser.
// - The Marketplace entry of the main menu is built into useMenu for anyone who may read the
//   marketplace (every super admin), with no setting: it is hidden by CSS (below).
// - The NPS survey, the Enterprise upsells and the release check are off by settings:
//   cms/config/admin.ts flags { nps: false, promoteEE: false }, app.tsx notifications.releases.

import { installStyle } from './install-style';

export const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';
export const BANNER_KEY = 'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_';

const readJson = (key: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const write = (key: string, value: unknown) => {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the banner or tour may show; nothing breaks.
  }
};

const dismissBanner = (uuid: unknown) => {
  for (const legacy of [true, false]) write(`${BANNER_KEY}${String(legacy)}:${String(uuid)}`, true);
};

// useMenu's Marketplace link: an external link to market.strapi.io, in its own list item.
const NO_MARKETPLACE_CSS = `
  li:has(> a[href^='https://market.strapi.io']), a[href^='https://market.strapi.io'] { display: none !important; }
`;

/** Runs in the admin app's `register`, before the panel's first render. */
export const quietPanel = () => {
  installStyle('no-marketplace', NO_MARKETPLACE_CSS);
  write(GUIDED_TOUR_KEY, { ...readJson(GUIDED_TOUR_KEY), enabled: false });
  dismissBanner(undefined);
  dismissBanner(false);
  // Should the project ever get a uuid, the banner's key carries it: ask the server which.
  void fetch(`${(window.strapi as unknown as { backendURL?: string }).backendURL ?? ''}/admin/init`)
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: { uuid?: unknown } } | null) => {
      if (body?.data?.uuid) dismissBanner(body.data.uuid);
    })
    .catch(() => undefined);
};
