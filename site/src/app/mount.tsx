// Starts React on the page: hydrates the prerendered landing page, or renders afresh where the
// HTML holds no page (the dev server, or another address served the same HTML by the fallback).

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from '@/config/paths';
import { adoptInlinedMedia } from '@/lib/settings/inlined-media';
import { App } from './app';

export const mount = (rootElement: HTMLElement) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rootElement.firstElementChild && window.location.pathname === paths.root) {
    // The first render must give the inlined images the data: URIs the HTML holds.
    adoptInlinedMedia(rootElement);
    // As a transition, hydration works in slices of a few milliseconds and lets the browser
    // paint and answer the visitor in between; an urgent hydration is one long task (about
    // 200 ms on a slow phone). The page is already on screen, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
};
