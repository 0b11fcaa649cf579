// Renders the landing page to HTML at build time (scripts/prerender.mjs puts it in index.html),
// so the banner and the intro paint before any script has run; main.tsx then hydrates it.
// Rendered with the contract's default texts and the shipped images, which is exactly what the
// browser's first render shows before the CMS's settings arrive. The first screen's shipped SVGs
// are given as text and rendered inline (src/lib/settings/inlined-media.ts).

import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routerFuture } from '@/app/router';
import { inlineShippedMedia } from '@/lib/settings/inlined-media';

export { firstScreenShippedFiles } from '@/lib/settings/inlined-media';

/** `svgByUrl`: the shipped SVGs to render inline, by URL (/static/title.svg). */
export const render = (path = '/', svgByUrl: Readonly<Record<string, string>> = {}): string => {
  inlineShippedMedia(svgByUrl);
  return renderToString(
    <AppProvider>
      <StaticRouter location={path} future={routerFuture}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
};
