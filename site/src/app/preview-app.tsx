// The preview page's app: the same providers, routes and layout as the public page, with the
// landing route rendered from the editor's draft. The router keeps its address in memory: the
// page lives at /preview/ but shows the landing route (/), and never touches the address bar.

import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PreviewPage } from '@/features/preview/components/preview-page';
import type { PreviewAddress } from '@/features/preview/lib/preview-address';
import { AppProvider } from './provider';
import { routerFuture, routerProviderFuture, routes } from './router';

const createPreviewRouter = () => createMemoryRouter(routes, { initialEntries: [paths.root], future: routerFuture });

export function PreviewApp({ token, locale }: PreviewAddress) {
  const [router] = useState(createPreviewRouter);
  return (
    <AppProvider>
      <PreviewPage token={token} locale={locale}>
        <RouterProvider router={router} future={routerProviderFuture} />
      </PreviewPage>
    </AppProvider>
  );
}
