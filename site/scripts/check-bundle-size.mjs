// The first-paint budget, checked after every build: the JavaScript a visitor's browser fetches
// and runs to show the page and make it usable (React, the shell, the banner, the intro) may
// weigh at most 80 KB gzipped: every 10 KB more is about 50 ms more of download on a slow 4G
// network, and more work for a slow phone's main thread. Prints every chunk with its gzipped size
// and exits 1 over the budget, which fails `npm run build`.
//
// The critical path: dist/index.html's module script and modulepreload links, everything those
// import, and what the entry imports at start (src/main.tsx loads the app right after the first
// paint: React's chunk, then the app's). Chunks imported later by the app (the lead form: formik,
// yup, DOMPurify) are not on it.
// Vite's manifest (dist/.vite/manifest.json) says which chunk imports which.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 80 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const fail = (message) => {
  console.error(`✗ check-bundle-size: ${message}`);
  process.exit(1);
};

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const fromHtml = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
  if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) fromHtml.add(attribute(tag, 'src'));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
  if (attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href')) fromHtml.add(attribute(tag, 'href'));
}
if (fromHtml.size === 0) fail('no module script in dist/index.html');
const assetPath = (url) => decodeURIComponent(new URL(url, 'http://site/').pathname).replace(/^\/+/, '');

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) fail('dist/.vite/manifest.json is missing (build.manifest in vite.config.ts)');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));

const critical = new Set();
const visit = (file, followDynamic) => {
  const chunk = byFile.get(file);
  if (!chunk) fail(`${file} is not in the build manifest`);
  if (critical.has(file)) return;
  critical.add(file);
  for (const key of chunk.imports ?? []) visit(manifest[key].file, false);
  if (followDynamic) for (const key of chunk.dynamicImports ?? []) visit(manifest[key].file, false);
};
for (const url of fromHtml) visit(assetPath(url), byFile.get(assetPath(url))?.isEntry === true);

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(m?js|css)$/.test(name))
  .map((name) => {
    const file = `assets/${name}`;
    const bytes = readFileSync(path.join(dist, file));
    const js = /\.m?js$/.test(name);
    // Not in the public page's manifest: built for the editors' preview page (vite.config.ts).
    const preview = !byFile.has(file);
    return {
      file,
      js,
      preview,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      critical: critical.has(file),
    };
  })
  .sort((a, b) => Number(b.critical) - Number(a.critical) || Number(a.preview) - Number(b.preview) || b.gzip - a.gzip);

console.log('\nBundle sizes (gzip -9)');
console.table(
  chunks.map((chunk) => ({
    chunk: chunk.file,
    loaded: chunk.preview
      ? 'preview page only'
      : chunk.js
        ? chunk.critical
          ? 'critical path'
          : 'later'
        : 'stylesheet (first paint)',
    minified: kb(chunk.raw),
    gzipped: kb(chunk.gzip),
  })),
);

const total = chunks.filter((chunk) => chunk.critical && chunk.js).reduce((sum, chunk) => sum + chunk.gzip, 0);
const verdict = `critical-path JavaScript: ${kb(total)} gzipped of a ${kb(BUDGET_BYTES)} budget`;
if (total > BUDGET_BYTES) fail(`${verdict}. Move code behind a dynamic import() (see the lead form).`);
console.log(`✓ ${verdict}`);
