// Renders the real app (providers, routes, layout) at an address, with an in-memory history.

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routerFuture } from '@/app/router';

export const renderApp = (path = '/') =>
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
