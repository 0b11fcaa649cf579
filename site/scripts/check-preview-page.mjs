// The editors' preview page, checked after every build: dist/preview/index.html must say noindex
// and hold none of the site's texts (the draft is fetched at run time with the panel's token, so
// no build, prerender or deploy ever holds a draft), and the public page must load none of its
// code. Exits 1 otherwise, which fails `npm run build`.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// The contract's CommonJS build: Node loads it as is (its ES build is for bundlers only).
const { DEFAULT_TEXTS, DEFAULT_AREAS, DEFAULT_CLOSED_TEXT } = createRequire(import.meta.url)('@vision/config');

const problems = [];
const html = readFileSync(path.join(dist, 'preview', 'index.html'), 'utf8');

const robots = /<meta\s+name="robots"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';
if (!/\bnoindex\b/.test(robots) || !/\bnofollow\b/.test(robots)) {
  problems.push(`<meta name="robots"> says "${robots}", not "noindex, nofollow"`);
}
if (!/<div id="root"><\/div>/.test(html)) problems.push('#root is not empty: something was prerendered into it');

/** Every text of the site the CMS may hold, as shipped (the defaults are what a prerender would show). */
const textsOf = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];
// Short words (a "שם" label) could occur anywhere by chance; whole sentences and titles cannot.
const siteTexts = [...textsOf(DEFAULT_TEXTS), ...textsOf(DEFAULT_AREAS), DEFAULT_CLOSED_TEXT].filter(
  (text) => text.trim().length >= 12,
);
const found = siteTexts.filter((text) => html.includes(text));
if (found.length > 0) problems.push(`it holds texts of the site: ${found.slice(0, 5).join(' | ')}`);

// The public page loads none of the preview's code (check-bundle-size.mjs measures its critical
// path from dist/index.html): the preview's entry is a build of its own (vite.config.ts).
const previewEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
if (!previewEntry) problems.push('it has no module script');
else if (readFileSync(path.join(dist, 'index.html'), 'utf8').includes(previewEntry)) {
  problems.push(`dist/index.html loads the preview's entry (${previewEntry})`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ check-preview-page: dist/preview/index.html: ${problem}`);
  process.exit(1);
}
console.log(`✓ dist/preview/index.html: noindex, nofollow; no text of the site (${siteTexts.length} checked)`);
