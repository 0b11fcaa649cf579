// Everything the page needs around it: an error boundary, the metadata (Helmet) and the settings cache.

import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';

const swrConfig: SWRConfiguration = {
  // A cache per provider: the app mounts one; each test mounts its own and starts clean.
  provider: () => new Map(),
  // A failed settings request is retried up to 3 times.
  errorRetryCount: 3,
};

type AppProviderProps = {
  children: ReactNode;
  /** The prerender's: Helmet leaves the page's <head> in it (src/entry-server.tsx). */
  helmetContext?: object;
};

export function AppProvider({ children, helmetContext }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <HelmetProvider context={helmetContext}>
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
      </HelmetProvider>
    </AppErrorBoundary>
  );
}
