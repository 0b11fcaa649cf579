// The site's one route: the landing page inside the layout that sets the metadata.

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { LandingRoute } from './routes/landing';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [{ index: true, element: <LandingRoute /> }],
  },
];

// React Router 7's behaviour now, so the upgrade changes nothing (and v6 stops warning).
export const routerFuture = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;
export const routerProviderFuture = { v7_startTransition: true } as const;

export const createAppRouter = () => createBrowserRouter(routes, { future: routerFuture });
