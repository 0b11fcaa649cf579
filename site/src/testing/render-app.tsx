// Renders the real app (providers, routes, layout) at an address, with an in-memory history.

import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routerFuture, routerProviderFuture, routes } from '@/app/router';

export const renderApp = (path = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  return render(
    <AppProvider>
      <RouterProvider router={router} future={routerProviderFuture} />
    </AppProvider>,
  );
};
