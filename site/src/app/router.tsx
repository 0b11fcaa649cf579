// The site's one page, at each language's address (/, /ar/, /en/; without the trailing slash
// too): the landing page inside the layout that sets the metadata. Any other address shows the
// error page with 404. The three routes render the same elements, so React keeps the page, and
// the form the visitor is filling, when the language menu switches the address. Plain routes (useRoutes) rather than a data router
// (createBrowserRouter): the site has no loaders or actions, and the data router's code was a
// tenth of the JavaScript the first paint waits for.

import { LOCALE_CODES, LOCALES } from '@vision/config';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { LandingRoute } from './routes/landing';
import { NOT_FOUND, RouteError } from './routes/route-error';
import { RouteErrorBoundary } from './routes/route-error-boundary';

export const routes: RouteObject[] = [
  ...LOCALE_CODES.map(
    (code): RouteObject => ({
      path: LOCALES[code].path,
      element: <MainLayout />,
      children: [{ index: true, element: <LandingRoute /> }],
    }),
  ),
  { path: '*', element: <RouteError detail={NOT_FOUND} /> },
];

// React Router 7's behaviour now, so the upgrade changes nothing (and v6 stops warning).
export const routerFuture = { v7_relativeSplatPath: true, v7_startTransition: true } as const;

/** The routed page; a crash while rendering it shows the error page instead. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
