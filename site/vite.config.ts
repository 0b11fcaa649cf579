// Dev server, preview and build of the site. The CMS (Strapi, port 1337) answers /api and serves
// the editors' media under /uploads; both are proxied so the browser sees one origin, as behind nginx.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  searchForWorkspaceRoot,
  type Connect,
  type Plugin,
  type ProxyOptions,
  type UserConfig,
} from 'vite';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
// Loopback by default so a laptop does not expose the dev server; SITE_HOST=0.0.0.0 in a container.
const host = process.env.SITE_HOST ?? '127.0.0.1';
const port = 5173;

// xfwd tells the CMS the visitor's original host and protocol (it runs with proxy trust on).
const toCms: ProxyOptions = { target: cmsUrl, changeOrigin: false, xfwd: true };
const proxy = { '/api': toCms, '/uploads': toCms };

// @vision/config is linked from ../config (file: dependency), which is outside this project root.
const configPackage = fileURLToPath(new URL('../config', import.meta.url));

// The contract's CommonJS build: Node loads it as is (its ES build is for bundlers only).
const { DEFAULT_TEXTS } = createRequire(import.meta.url)('@vision/config') as typeof import('@vision/config');

// The tab shows the default title before any script runs (and to clients that run none);
// react-helmet-async replaces it with the CMS's title once the settings arrive.
const defaultTitle = (): Plugin => ({
  name: 'vision-default-title',
  transformIndexHtml: (html) => html.replace('%DEFAULT_TITLE%', DEFAULT_TEXTS.seo.title),
});

// The editors' preview page (preview/index.html, issue 22), as nginx.conf serves it: never indexed,
// never stored, and framed by the CMS's panel, which here is another origin (CMS_URL, :1337 under
// `npm start`; the end-to-end run's CMS port). Served here rather than by Vite's own HTML handling,
// which sets its own Cache-Control after any middleware. The rest of the site keeps Vite's
// defaults, which forbid no framing.
const PREVIEW_PAGE = /^\/preview(?:\/(?:index\.html)?)?(?:[?#]|$)/;
const previewPage = (): Plugin => {
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `frame-ancestors 'self' ${new URL(cmsUrl).origin}`,
  };
  /** Answers the preview page with the HTML `read` gives; any other request goes on. */
  const serve =
    (read: (url: string) => Promise<string>): Connect.NextHandleFunction =>
    (request, response, next) => {
      const url = request.url ?? '';
      if (!PREVIEW_PAGE.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
      read(url).then((html) => {
        response.writeHead(200, headers);
        response.end(request.method === 'HEAD' ? undefined : html);
      }, next);
    };
  return {
    name: 'vision-preview-page',
    // The dev server: the source page, with Vite's scripts (React refresh, the entry) put in.
    configureServer: (server) =>
      void server.middlewares.use(
        serve(async (url) =>
          server.transformIndexHtml(
            url,
            await readFile(path.join(server.config.root, 'preview', 'index.html'), 'utf8'),
          ),
        ),
      ),
    // `vite preview` (the end-to-end run): the built page.
    configurePreviewServer: (server) =>
      void server.middlewares.use(
        serve(() =>
          readFile(path.resolve(server.config.root, server.config.build.outDir, 'preview', 'index.html'), 'utf8'),
        ),
      ),
  };
};

// The languages' pages without the trailing slash (/ar, /en) go to their one address, as nginx.conf
// does: /ar/ is where the prerendered dist/ar/index.html is served.
const LANGUAGE_PAGE_WITHOUT_SLASH = /^\/(ar|en)(\?.*)?$/;
const languagePages = (): Plugin => {
  const redirect: Connect.NextHandleFunction = (request, response, next) => {
    const match = LANGUAGE_PAGE_WITHOUT_SLASH.exec(request.url ?? '');
    if (!match) return next();
    response.writeHead(301, { Location: `/${match[1]}/${match[2] ?? ''}` });
    response.end();
  };
  return {
    name: 'vision-language-pages',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
};

const config: UserConfig = {
  plugins: [react(), defaultTitle(), previewPage(), languagePages()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // One language's seeded texts alone (src/lib/settings/seeded-texts.ts): the package's root
      // export holds all three, more than the first paint's budget takes.
      {
        find: /^@vision\/config\/translations\/(ar|en)$/,
        replacement: `${configPackage}/dist/esm/translations/$1.js`,
      },
    ],
  },
  server: {
    host,
    port,
    strictPort: true,
    proxy,
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), configPackage] },
  },
  preview: { host, port, strictPort: true, proxy },
  // The prerender's server bundle (src/entry-server.tsx) runs in Node, which cannot take named
  // exports from this CommonJS package: bundle it instead of importing it.
  ssr: { noExternal: ['react-helmet-async'] },
  // Pre-bundle the linked contract package (its ES build uses extensionless imports) in dev.
  optimizeDeps: { include: ['@vision/config'] },
  build: {
    target: 'es2020',
    // One stylesheet, linked from index.html: the prerendered page must be styled at its first
    // paint, before the app's script (which would otherwise bring the components' CSS) arrives.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs reads which chunk loads what.
    manifest: true,
    // The first paint budget is 80 KB of gzipped JS, about 250 kB minified for this code: warn
    // there, not at Vite's default 500 kB.
    chunkSizeWarningLimit: 250,
  },
};

// `vite build --mode preview-page`, after the public page's build: the editors' preview page
// (/preview/, never prerendered; scripts/check-preview-page.mjs checks it holds no text of the
// site) is a build of its own, into the same dist/. Built as a second input of the public build
// instead, it made the bundler split React and the app into chunks shared by both pages, which
// cost the public page's first paint two more requests and a kilobyte; apart, the public page's
// chunks are exactly what they were, and the preview carries its own copy of React.
const previewPageBuild: UserConfig['build'] = {
  ...config.build,
  rolldownOptions: { input: { preview: fileURLToPath(new URL('./preview/index.html', import.meta.url)) } },
  // dist/ holds the public page's build: keep it, and its manifest, which the budget reads.
  emptyOutDir: false,
  copyPublicDir: false,
  manifest: false,
};

export default defineConfig(({ mode }) => (mode === 'preview-page' ? { ...config, build: previewPageBuild } : config));
