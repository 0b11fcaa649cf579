// Renders the landing page of each language to HTML at build time (scripts/prerender.mjs writes
// dist/index.html, dist/ar/index.html, dist/en/index.html), so the banner and the intro paint
// before any script has run; main.tsx then hydrates it. Rendered with the language's seeded texts
// and the shipped images, which is exactly what the browser's first render shows before the CMS's
// settings arrive. The first screen's shipped SVGs are given as text and rendered inline
// (src/lib/settings/inlined-media.ts). The page's <head> (language, direction, title, the
// canonical and hreflang addresses) comes back from Helmet for the prerender to write in.

import { renderToString } from 'react-dom/server';
import type { HelmetServerState } from 'react-helmet-async';
import { StaticRouter } from 'react-router-dom/server';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routerFuture } from '@/app/router';
import { setPrerenderOrigin } from '@/components/layouts/site-origin';
import { inlineShippedMedia } from '@/lib/settings/inlined-media';
import { loadSeededTexts } from '@/lib/settings/seeded-texts';
import { localeOfPath } from '@vision/config';

export { firstScreenShippedFiles } from '@/lib/settings/inlined-media';
// The languages to prerender, one page each.
export { LOCALE_CODES, LOCALES } from '@vision/config';

export type RenderedPage = {
  /** The app's HTML, for #root. */
  app: string;
  /** The attributes of <html> (lang, dir) as HTML text. */
  htmlAttributes: string;
  /** The <head>'s tags: title, meta and link elements. */
  head: { title: string; meta: string; link: string };
};

/**
 * `svgByUrl`: the shipped SVGs to render inline, by URL (/static/title.svg). `origin`: the site's
 * public origin (https://vision.org.il), for absolute addresses in the <head>; null when unknown.
 */
export const render = async (
  path = '/',
  svgByUrl: Readonly<Record<string, string>> = {},
  origin: string | null = null,
): Promise<RenderedPage> => {
  await loadSeededTexts(localeOfPath(path));
  inlineShippedMedia(svgByUrl);
  setPrerenderOrigin(origin);
  const helmetContext: { helmet?: HelmetServerState } = {};
  const app = renderToString(
    <AppProvider helmetContext={helmetContext}>
      <StaticRouter location={path} future={routerFuture}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
  const { helmet } = helmetContext;
  if (!helmet) throw new Error('Helmet gave no <head> for the prerendered page');
  return {
    app,
    htmlAttributes: helmet.htmlAttributes.toString(),
    head: { title: helmet.title.toString(), meta: helmet.meta.toString(), link: helmet.link.toString() },
  };
};
