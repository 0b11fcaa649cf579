// What the panel's preview link carries: /preview/?locale=he#token=<token>. The token travels in the
// fragment, which the browser never sends to a server (no access log, no Referer holds it); it is
// read once, as the page starts, and then taken out of the address bar, so a copied address or
// the tab's history does not carry it either. It lives on in memory only: a reload asks the panel
// for a fresh link.

export type PreviewAddress = {
  /** The preview token from the fragment, or null when the link had none. */
  token: string | null;
  /** The content language the panel asked for, or null for the CMS's default. */
  locale: string | null;
};

export const readPreviewAddress = (location: Pick<Location, 'hash' | 'search'>): PreviewAddress => {
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const locale = new URLSearchParams(location.search).get('locale');
  return { token: token?.trim() || null, locale: locale?.trim() || null };
};

/** Reads the address, then removes the fragment without a navigation or a new history entry. */
export const takePreviewAddress = (): PreviewAddress => {
  const address = readPreviewAddress(window.location);
  if (window.location.hash !== '') {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return address;
};
