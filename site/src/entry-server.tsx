// Renders the landing page to HTML at build time (scripts/prerender.mjs puts it in index.html),
// so the banner and the intro paint before any script has run; main.tsx then hydrates it.
// Rendered with the contract's default texts and the shipped images, which is exactly what the
// browser's first render shows before the CMS's settings arrive.

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { AppProvider } from '@/app/provider';
import { routerFuture, routes } from '@/app/router';

export const render = async (path = '/'): Promise<string> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect or a response`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
  return renderToString(
    <AppProvider>
      {/* hydrate={false}: no inline script (the site's CSP allows none); there are no loaders. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
};
