// The first screen's shipped images (the banner's backgrounds and title, the logos) travel inside
// the prerendered HTML as data: URIs (scripts/prerender.mjs): the banner then paints with the
// page's text, with no request of its own for a slow network to share out among the others.
// The server render is handed them; the browser takes them back from the prerendered elements
// before it hydrates, so both renders agree and the files are never fetched. An editor's upload
// is not inlined: its URL replaces the data: URI once the settings arrive, as before.

import { STATIC_MEDIA, type MediaField } from '@vision/config';
import { staticMedia } from './media';

const FIRST_SCREEN_MEDIA: readonly MediaField[] = [
  'titleImage',
  'desktopBackground',
  'mobileBackground',
  'partnerLogo',
  'mediaLogo',
];

/** The first screen's shipped files (file name in public/static/, URL): the ones to inline. */
export const firstScreenShippedFiles = (): { file: string; url: string }[] =>
  FIRST_SCREEN_MEDIA.map((field) => ({ file: STATIC_MEDIA[field].file, url: staticMedia(field).url }));

/** Marks an inlined element with the shipped file's URL, so the browser can map it back. */
export const SHIPPED_ATTRIBUTE = 'data-shipped';

// Shipped URL (/static/title.svg) -> its data: URI. Empty in tests, the dev server and the preview page.
const inlined = new Map<string, string>();

/**
 * An SVG as a data: URI that needs no escaping in an HTML attribute (React escapes " and ') and
 * holds no space, which a srcset would take for the end of the URL.
 */
export const svgDataUri = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[ "'%#<>&?[\\\]^`{|}]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The server render's side: the shipped SVGs to inline, by URL (/static/title.svg). */
export const inlineShippedMedia = (svgByUrl: Readonly<Record<string, string>>): void => {
  inlined.clear();
  for (const [url, svg] of Object.entries(svgByUrl)) inlined.set(url, svgDataUri(svg));
};

/** The browser's side, before hydrating: the data URIs the prerendered page carries. */
export const adoptInlinedMedia = (root: ParentNode): void => {
  for (const element of root.querySelectorAll(`[${SHIPPED_ATTRIBUTE}]`)) {
    const shipped = element.getAttribute(SHIPPED_ATTRIBUTE);
    const source = element.getAttribute(element.localName === 'source' ? 'srcset' : 'src');
    if (shipped && source?.startsWith('data:')) inlined.set(shipped, source);
  }
};

/** What an <img src> or a <source srcset> gets for a media URL: its data: URI and marker when inlined. */
export const mediaSource = (url: string): { source: string; marker: Record<string, string> } => {
  const data = inlined.get(url);
  return data === undefined ? { source: url, marker: {} } : { source: data, marker: { [SHIPPED_ATTRIBUTE]: url } };
};
