// After `vite build` and `vite build --ssr`: renders the landing page with the server bundle and
// writes it into dist/index.html's #root, then removes the server bundle (it is not deployed).
// The stylesheet (one file, about 5 KB gzipped) is inlined as well: the first paint then needs
// the HTML alone, not one more round trip (the site's CSP allows inline styles, not scripts).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under node_modules/: ignored by git, and next to the packages the bundle imports.
const serverBundle = path.join(root, 'node_modules', '.cache', 'prerender');
const page = path.join(root, 'dist', 'index.html');
const OUTLET = '<!--prerendered-app-->';

try {
  const { render } = await import(pathToFileURL(path.join(serverBundle, 'entry-server.js')).href);
  const html = readFileSync(page, 'utf8');
  if (!html.includes(OUTLET)) throw new Error(`dist/index.html has no ${OUTLET} placeholder in #root`);
  const app = await render('/');
  let inlined = 0;
  const withStyles = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href) => {
    const css = readFileSync(path.join(root, 'dist', href.replace(/^\/+/, '')), 'utf8');
    inlined += Buffer.byteLength(css);
    return `<style>${css}</style>`;
  });
  writeFileSync(page, withStyles.replace(OUTLET, app));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `prerendered / into dist/index.html: ${kb(Buffer.byteLength(app))} of HTML, ${kb(inlined)} of CSS inlined`,
  );
} finally {
  rmSync(serverBundle, { recursive: true, force: true });
}
