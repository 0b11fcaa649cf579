// After `vite build` and `vite build --ssr`: renders the landing page of each language with the
// server bundle and writes it into #root of dist/index.html (Hebrew, /), dist/ar/index.html and
// dist/en/index.html, each with its <html lang dir>, title, description, og:locale and, when the
// build knows the site's public origin (SITE_URL=https://vision.org.il), the canonical and
// hreflang addresses (crawlers want them absolute; without an origin the browser's render adds
// them). Then it removes the server bundle (it is not deployed).
// The stylesheet (one file, about 5 KB gzipped) is inlined as well: the first paint then needs
// the HTML alone, not one more round trip (the site's CSP allows inline styles, not scripts).
// So are the first screen's shipped SVGs (the banner's backgrounds and title, the logos) and the
// icon, as data: URIs, and index.html's preloads of them are dropped: on a slow network the banner
// then paints with the text instead of sharing the bandwidth with other requests
// (src/lib/settings/inlined-media.ts).

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under node_modules/: ignored by git, and next to the packages the bundle imports.
const serverBundle = path.join(root, 'node_modules', '.cache', 'prerender');
const page = path.join(root, 'dist', 'index.html');
const OUTLET = '<!--prerendered-app-->';

/**
 * The site's public origin, or null: addresses in the <head> stay relative and are left out.
 * SITE_URL may list several origins, as the CMS's is (.env.example): the first is the site's own.
 */
const siteOrigin = () => {
  const value = process.env.SITE_URL?.split(',')[0]?.trim();
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`SITE_URL must be an address such as https://vision.org.il, got "${value}"`);
  }
};

const isAbsolute = (url) => /^https?:\/\//.test(url ?? '');

/**
 * Helmet's tags for the HTML: not its icon (index.html links it already), and no address that
 * is not absolute (canonical, alternates, og:url, og:image, twitter:image).
 */
const headTags = ({ meta, link }) => {
  const tags = [...`${meta}${link}`.matchAll(/<(?:meta|link)\b[^>]*>/g)].map(([tag]) => tag);
  return tags
    .filter((tag) => {
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1];
      if (rel === 'icon') return false;
      if (rel === 'canonical' || rel === 'alternate') return isAbsolute(/\shref="([^"]*)"/.exec(tag)?.[1]);
      const name = /\s(?:property|name)="([^"]*)"/.exec(tag)?.[1];
      if (name === 'og:url' || name === 'og:image' || name === 'twitter:image') {
        return isAbsolute(/\scontent="([^"]*)"/.exec(tag)?.[1]);
      }
      return true;
    })
    .join('');
};

// A language's seeded texts (src/lib/settings/seeded-texts.ts) are what its first render must say
// before it hydrates: Hebrew's are the app's own defaults; Arabic's and English's are a JSON file
// each (content-hashed, under assets/), which the page preloads from its <head> so it arrives beside
// the scripts. Not inline: about 4 KB gzipped more would put /ar/'s HTML past the first round trip
// of a slow connection (TCP's initial window, about 14 KB), a round trip more before the first
// paint. Not a script: it would count against the critical-path budget (check-bundle-size.mjs).
// The same texts are a chunk each for the language menu, fetched when a visitor switches.
const SEED_ELEMENT_ID = 'vision-seed-texts';
const configDist = path.join(root, 'node_modules', '@vision', 'config', 'dist', 'esm', 'translations');
/** Writes the language's seeds file and returns its preload tag, or '' for Hebrew. */
const seedPreload = async (code) => {
  if (code === 'he') return '';
  const module = await import(pathToFileURL(path.join(configDist, `${code}.js`)).href);
  const seeds = Object.values(module).find((value) => value && typeof value === 'object' && 'texts' in value);
  if (!seeds) throw new Error(`no seeded texts for ${code} in ${configDist}`);
  const json = JSON.stringify(seeds);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
  const url = `/assets/seed-texts-${code}-${hash}.json`;
  writeFileSync(path.join(root, 'dist', url.replace(/^\/+/, '')), json);
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" id="${SEED_ELEMENT_ID}" data-locale="${code}">`;
};

try {
  const { render, firstScreenShippedFiles, LOCALE_CODES, LOCALES } = await import(
    pathToFileURL(path.join(serverBundle, 'entry-server.js')).href
  );
  const html = readFileSync(page, 'utf8');
  if (!html.includes(OUTLET)) throw new Error(`dist/index.html has no ${OUTLET} placeholder in #root`);
  /** @type {{ file: string, url: string }[]} */
  const shipped = firstScreenShippedFiles();
  const svgByUrl = Object.fromEntries(
    shipped.map(({ file, url }) => [url, readFileSync(path.join(root, 'dist', 'static', file), 'utf8')]),
  );
  const inlinedUrls = new Set(Object.keys(svgByUrl));
  const withoutPreloads = html.replace(/\s*<link\b[^>]*\brel="preload"[^>]*>/g, (tag) =>
    inlinedUrls.has(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '') ? '' : tag,
  );
  // The icon too: as a file it was one more request before the first paint, which a slow phone's
  // simulated largest paint waits for (Lighthouse), for 1 KB.
  const withIcon = withoutPreloads.replace(
    /(<link rel="icon"[^>]*href=")([^"]+)("[^>]*>)/,
    (_tag, start, href, end) => {
      const svg = readFileSync(path.join(root, 'dist', href.replace(/^\/+/, '')), 'utf8');
      return `${start}data:image/svg+xml,${encodeURIComponent(svg.trim())}${end}`;
    },
  );
  let inlined = 0;
  const template = withIcon.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href) => {
    const css = readFileSync(path.join(root, 'dist', href.replace(/^\/+/, '')), 'utf8');
    inlined += Buffer.byteLength(css);
    return `<style>${css}</style>`;
  });
  if (!/<html\b[^>]*>/.test(template) || !/<title>[^<]*<\/title>/.test(template)) {
    throw new Error('dist/index.html has no <html> or <title> to fill in');
  }
  const origin = siteOrigin();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const code of LOCALE_CODES) {
    const { path: pagePath } = LOCALES[code];
    const { app, htmlAttributes, head } = await render(pagePath, svgByUrl, origin);
    const seeds = await seedPreload(code);
    const filled = template
      // Replaced by functions: a `$` in a text is then taken as it is, not as a replacement pattern.
      .replace(/<html\b[^>]*>/, () => `<html ${htmlAttributes}>`)
      .replace(/<title>[^<]*<\/title>/, () => head.title)
      .replace('</head>', () => `${headTags(head)}${seeds}</head>`)
      .replace(OUTLET, () => app);
    const file = path.join(root, 'dist', pagePath.replace(/^\/+/, ''), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, filled);
    console.log(
      `prerendered ${pagePath} into ${path.relative(root, file)}: ${kb(Buffer.byteLength(app))} of HTML (${shipped.length} shipped images inline), ${kb(inlined)} of CSS inlined`,
    );
  }
  if (!origin) console.log('no SITE_URL: the canonical and hreflang addresses are added by the browser');
} finally {
  rmSync(serverBundle, { recursive: true, force: true });
}
