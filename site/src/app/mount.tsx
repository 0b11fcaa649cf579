// Starts React on the page: hydrates the prerendered landing page, or renders afresh where the
// HTML holds no page (the dev server, or another address served the same HTML by the fallback).

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from '@/config/paths';
import { App } from './app';

export const mount = (rootElement: HTMLElement) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rootElement.firstElementChild && window.location.pathname === paths.root) {
    hydrateRoot(rootElement, app);
    return;
  }
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
};
