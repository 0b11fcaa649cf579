// The preview page's app: the same providers, routes and layout as the public page, with the
// landing route rendered from the editor's draft. The router keeps its address in memory: the
// page lives at /preview/ but shows the landing route of the language the panel asked for
// (?locale=ar shows /ar/), and never touches the address bar.

import { isLocale, LOCALES, DEFAULT_LOCALE } from '@vision/config';
import { MemoryRouter } from 'react-router-dom';
import { PreviewPage } from '@/features/preview/components/preview-page';
import type { PreviewAddress } from '@/features/preview/lib/preview-address';
import { AppProvider } from './provider';
import { AppRoutes, routerFuture } from './router';

export function PreviewApp({ token, locale }: PreviewAddress) {
  return (
    <AppProvider>
      <PreviewPage token={token} locale={locale}>
        <MemoryRouter initialEntries={[LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE].path]} future={routerFuture}>
          <AppRoutes />
        </MemoryRouter>
      </PreviewPage>
    </AppProvider>
  );
}
