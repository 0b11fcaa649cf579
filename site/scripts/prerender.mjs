// After `vite build` and `vite build --ssr`: renders the landing page with the server bundle and
// writes it into dist/index.html's #root, then removes the server bundle (it is not deployed).
// The stylesheet (one file, about 5 KB gzipped) is inlined as well: the first paint then needs
// the HTML alone, not one more round trip (the site's CSP allows inline styles, not scripts).
// So are the first screen's shipped SVGs (the banner's backgrounds and title, the logos), as data:
// URIs, and index.html's preloads of them are dropped: on a slow network the banner then paints
// with the text instead of sharing the bandwidth with other requests
// (src/lib/settings/inlined-media.ts).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under node_modules/: ignored by git, and next to the packages the bundle imports.
const serverBundle = path.join(root, 'node_modules', '.cache', 'prerender');
const page = path.join(root, 'dist', 'index.html');
const OUTLET = '<!--prerendered-app-->';

try {
  const { render, firstScreenShippedFiles } = await import(
    pathToFileURL(path.join(serverBundle, 'entry-server.js')).href
  );
  const html = readFileSync(page, 'utf8');
  if (!html.includes(OUTLET)) throw new Error(`dist/index.html has no ${OUTLET} placeholder in #root`);
  /** @type {{ file: string, url: string }[]} */
  const shipped = firstScreenShippedFiles();
  const svgByUrl = Object.fromEntries(
    shipped.map(({ file, url }) => [url, readFileSync(path.join(root, 'dist', 'static', file), 'utf8')]),
  );
  const app = render('/', svgByUrl);
  const inlinedUrls = new Set(Object.keys(svgByUrl));
  const withoutPreloads = html.replace(/\s*<link\b[^>]*\brel="preload"[^>]*>/g, (tag) =>
    inlinedUrls.has(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '') ? '' : tag,
  );
  let inlined = 0;
  const withStyles = withoutPreloads.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href) => {
    const css = readFileSync(path.join(root, 'dist', href.replace(/^\/+/, '')), 'utf8');
    inlined += Buffer.byteLength(css);
    return `<style>${css}</style>`;
  });
  writeFileSync(page, withStyles.replace(OUTLET, app));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const images = `${shipped.length} shipped images inline`;
  console.log(
    `prerendered / into dist/index.html: ${kb(Buffer.byteLength(app))} of HTML (${images}), ${kb(inlined)} of CSS inlined`,
  );
} finally {
  rmSync(serverBundle, { recursive: true, force: true });
}
