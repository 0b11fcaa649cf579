// Dev server, preview and build of the site. The CMS (Strapi, port 1337) answers /api and serves
// the editors' media under /uploads; both are proxied so the browser sees one origin, as behind nginx.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot, type Plugin, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react(), defaultTitle()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    // The first paint budget is 100 KB of gzipped JS, about 330 kB minified for this code: warn
    // there, not at Vite's default 500 kB.
    chunkSizeWarningLimit: 330,
  },
});
