import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter, routerProviderFuture } from './router';

export function App() {
  // Created on mount, not at import, so tests can import the routes without a browser history.
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} future={routerProviderFuture} />
    </AppProvider>
  );
}
