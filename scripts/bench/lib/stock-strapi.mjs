// The stock Strapi the lead-create benchmark compares against: a plain Strapi 5.54 app
// (scripts/bench/stock-strapi/, create-strapi-app's configuration) with our lead and settings
// content types and their components, served by Strapi's own REST controllers, called with a
// full-access API token. Run from a temporary copy with cms/node_modules linked in (nothing to
// install), on a database of its own on the same server as ours.

import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_DIR, registerSuperAdmin, startCms } from '../../lib/cms.mjs';
import { fetchJson } from '../../lib/json-fetch.mjs';

const STOCK_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'stock-strapi');
const DIST_SRC = path.join(CMS_DIR, 'dist', 'src');
const requireDist = createRequire(path.join(DIST_SRC, 'index.js'));

/** A compiled schema module of ours (cms/dist, made by prepareCms), as the plain object Strapi reads. */
const compiledSchema = (file) => {
  const loaded = requireDist(file);
  return JSON.parse(JSON.stringify(loaded.default ?? loaded));
};

/**
 * Copies the stock app into `tempDir` and writes into it, as the JSON a stock app keeps, the
 * lead and settings schemas and every component of ours, generated from the compiled CMS (so
 * they never drift from cms/src). Answers the app's folder.
 */
export const prepareStockApp = (tempDir) => {
  const appDir = path.join(tempDir, 'stock-strapi');
  cpSync(STOCK_SOURCE, appDir, { recursive: true });
  symlinkSync(path.join(CMS_DIR, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
  mkdirSync(path.join(appDir, 'public', 'uploads'), { recursive: true });
  for (const type of ['lead', 'setting']) {
    const folder = path.join(appDir, 'src', 'api', type, 'content-types', type);
    mkdirSync(folder, { recursive: true });
    const schema = compiledSchema(path.join(DIST_SRC, 'api', type, 'content-types', type, 'schema.js'));
    writeFileSync(path.join(folder, 'schema.json'), JSON.stringify(schema, null, 2));
  }
  const componentsDir = path.join(DIST_SRC, 'components');
  for (const category of readdirSync(componentsDir)) {
    mkdirSync(path.join(appDir, 'src', 'components', category), { recursive: true });
    for (const file of readdirSync(path.join(componentsDir, category)).filter((name) => name.endsWith('.js'))) {
      const schema = compiledSchema(path.join(componentsDir, category, file));
      writeFileSync(
        path.join(appDir, 'src', 'components', category, file.replace(/\.js$/, '.json')),
        JSON.stringify(schema, null, 2),
      );
    }
  }
  return appDir;
};

/** A full-access API token, made as an administrator makes one (POST /admin/api-tokens). */
const createApiToken = async (url, adminJwt) => {
  const body = await fetchJson(`${url}/admin/api-tokens`, {
    method: 'POST',
    token: adminJwt,
    body: { name: 'bench', description: 'bench:leads', type: 'full-access', lifespan: null },
    what: 'creating the API token',
  });
  if (!body?.data?.accessKey) throw new Error(`no accessKey in ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.accessKey;
};

/** Starts the stock app on `database` (production, loopback); answers its URL, pid and API token. */
export const startStockStrapi = async ({ database, tempDir, env }) => {
  const appDir = prepareStockApp(tempDir);
  const stock = await startCms({
    database,
    tempDir,
    cmsDir: appDir,
    env: { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '10', ...env },
    readyPath: '/_health',
    logName: 'stock-strapi.log',
  });
  const adminJwt = await registerSuperAdmin(stock.url);
  const apiToken = await createApiToken(stock.url, adminJwt);
  return { ...stock, apiToken };
};

/** The stock app's lead count, through its REST API. */
export const countStockLeads = async (url, apiToken) => {
  const body = await fetchJson(`${url}/api/leads?pagination[pageSize]=1&pagination[withCount]=true`, {
    token: apiToken,
    what: 'counting the stock leads',
  });
  return body.meta.pagination.total;
};

const withoutIds = (value) => {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, item]) => [key, withoutIds(item)]),
    );
  }
  return value;
};

/**
 * Gives the stock app the same settings entry as ours: our stored entry (read through our Content
 * Manager, components included), its images and documents uploaded to the stock Media Library
 * (POST /api/upload, which makes the same image formats), then saved with PUT /api/setting.
 */
export const copySettingsToStock = async ({ ours, oursJwt, stock }) => {
  const schema = compiledSchema(path.join(DIST_SRC, 'api', 'setting', 'content-types', 'setting', 'schema.js'));
  const { data: entry } = await fetchJson(`${ours.url}/content-manager/single-types/api::setting.setting`, {
    token: oursJwt,
    what: 'reading our settings',
  });
  const data = {};
  let files = 0;
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = entry[name];
    if (value === undefined || value === null) continue;
    if (attribute.type === 'media') {
      const file = await fetch(`${ours.url}${value.url}`);
      if (!file.ok) throw new Error(`downloading our ${name} (${value.url}) answered ${file.status}`);
      const form = new FormData();
      form.append('files', new Blob([await file.arrayBuffer()], { type: value.mime }), value.name);
      const uploaded = await fetchJson(`${stock.url}/api/upload`, {
        method: 'POST',
        token: stock.apiToken,
        body: form,
        what: `uploading ${name} to the stock app`,
      });
      data[name] = uploaded[0].id;
      files += 1;
    } else {
      data[name] = withoutIds(value);
    }
  }
  await fetchJson(`${stock.url}/api/setting`, {
    method: 'PUT',
    token: stock.apiToken,
    body: { data },
    what: 'saving the stock settings',
  });
  // Read back as the benchmark will: the entry must be whole (components and files populated).
  const started = performance.now();
  const { data: stored } = await fetchJson(`${stock.url}/api/setting?populate=*`, {
    token: stock.apiToken,
    what: 'reading the stock settings',
  });
  const firstReadMs = performance.now() - started;
  const missing = Object.keys(data).filter((name) => stored?.[name] === undefined || stored?.[name] === null);
  if (missing.length) throw new Error(`the stock settings came back without ${missing.join(', ')}`);
  return { fields: Object.keys(data).length, files, firstReadMs };
};
