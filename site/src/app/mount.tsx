// Starts React on the page: hydrates the prerendered landing page, or renders afresh where the
// HTML holds no page (the dev server, or another address served the same HTML by the fallback).

import { startTransition, StrictMode } from 'react';
import { LOCALE_CODES, LOCALES, localeOfPath } from '@vision/config';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptInlinedMedia } from '@/lib/settings/inlined-media';
import { loadSeededTexts } from '@/lib/settings/seeded-texts';
import { App } from './app';

// The prerendered pages' addresses (scripts/prerender.mjs), with and without the trailing slash.
const PRERENDERED = new Set(
  LOCALE_CODES.flatMap((code) => [LOCALES[code].path, LOCALES[code].path.replace(/(.)\/$/, '$1')]),
);

/** The HTML holds this address's page: a prerendered one, in the address's language. */
const holdsPage = (rootElement: HTMLElement, pathname: string): boolean =>
  rootElement.firstElementChild !== null &&
  PRERENDERED.has(pathname) &&
  document.documentElement.lang === localeOfPath(pathname);

/**
 * The page's language's seeded texts come first (its HTML holds them as data): the first render must
 * say what the prerendered page says. Should they fail to come, React renders afresh over it.
 */
export const mount = (rootElement: HTMLElement): Promise<void> =>
  loadSeededTexts(localeOfPath(window.location.pathname)).then(
    () => start(rootElement),
    () => start(rootElement),
  );

const start = (rootElement: HTMLElement) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (holdsPage(rootElement, window.location.pathname)) {
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
