// The first-paint budget, checked after every build on each language's page (dist/index.html,
// dist/ar/index.html, dist/en/index.html): the JavaScript a visitor's browser fetches and runs to
// show the page and make it usable (React, the shell, the banner, the intro) may weigh at most
// 80 KB gzipped: every 10 KB more is about 50 ms more of download on a slow 4G
// network, and more work for a slow phone's main thread. Prints every chunk with its gzipped size
// and exits 1 over the budget, which fails `npm run build`.
//
// The critical path: the page's module script and modulepreload links, everything those
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

// The pages scripts/prerender.mjs writes, one per language.
const PAGES = ['index.html', 'ar/index.html', 'en/index.html'];

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const assetPath = (url) => decodeURIComponent(new URL(url, 'http://site/').pathname).replace(/^\/+/, '');

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) fail('dist/.vite/manifest.json is missing (build.manifest in vite.config.ts)');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));

/** The chunks a page's first paint loads: its scripts and preloads, and what they import. */
const criticalOf = (page) => {
  const file = path.join(dist, page);
  if (!existsSync(file)) fail(`dist/${page} is missing (scripts/prerender.mjs writes it)`);
  const html = readFileSync(file, 'utf8');
  const fromHtml = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) fromHtml.add(attribute(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href')) fromHtml.add(attribute(tag, 'href'));
  }
  if (fromHtml.size === 0) fail(`no module script in dist/${page}`);
  const critical = new Set();
  const visit = (chunkFile, followDynamic) => {
    const chunk = byFile.get(chunkFile);
    if (!chunk) fail(`${chunkFile} (dist/${page}) is not in the build manifest`);
    if (critical.has(chunkFile)) return;
    critical.add(chunkFile);
    for (const key of chunk.imports ?? []) visit(manifest[key].file, false);
    if (followDynamic) for (const key of chunk.dynamicImports ?? []) visit(manifest[key].file, false);
  };
  for (const url of fromHtml) visit(assetPath(url), byFile.get(assetPath(url))?.isEntry === true);
  return critical;
};

const criticalByPage = new Map(PAGES.map((page) => [page, criticalOf(page)]));
const critical = new Set([...criticalByPage.values()].flatMap((files) => [...files]));

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

const gzipOf = new Map(chunks.map((chunk) => [chunk.file, chunk]));
let over = false;
for (const [page, files] of criticalByPage) {
  const total = [...files].reduce((sum, file) => sum + (gzipOf.get(file)?.js ? gzipOf.get(file).gzip : 0), 0);
  const verdict = `dist/${page}: critical-path JavaScript ${kb(total)} gzipped of a ${kb(BUDGET_BYTES)} budget`;
  if (total > BUDGET_BYTES) {
    console.error(`✗ ${verdict}`);
    over = true;
  } else console.log(`✓ ${verdict}`);
}
if (over) fail('over the budget. Move code behind a dynamic import() (see the lead form).');
