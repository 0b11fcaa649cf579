// Where the site runs, for the absolute addresses of the page's <head>: the browser's own origin,
// or while prerendering the one the build was given (SITE_URL, scripts/prerender.mjs), else none.

let prerenderOrigin: string | null = null;

/** The prerender's side: the public origin of the site being built, or null when unknown. */
export const setPrerenderOrigin = (origin: string | null): void => {
  prerenderOrigin = origin;
};

export const siteOrigin = (): string | null =>
  typeof window === 'undefined' ? prerenderOrigin : window.location.origin;
