// A template database per test run: one CMS start on an empty database (its schema, seeded texts,
// roles and panel layouts), which every suite's database is then copied from (PostgreSQL's CREATE
// DATABASE … TEMPLATE, or a copy of the SQLite file) instead of starting on an empty one. A start
// on an empty database took 2.6 s on SQLite and 5.5 s on PostgreSQL; on a copy 0.6 s and 1.8 s.
// Suites about a first start (seeding, a new install's tokens and layouts) ask for an empty one
// (`useCms(env, { fresh: true })`); the end-to-end run, the benchmark and the fault drills always
// start on an empty database. CMS_TEST_FRESH_DATABASES=1 turns templates off.

const { spawn } = require('child_process');
const path = require('path');
const { createPostgresDatabase, createSqliteDatabase } = require('../../scripts/lib/throwaway-database.cjs');
const { randomCmsSecrets } = require('../../scripts/lib/cms-secrets.cjs');

const CMS_DIR = path.resolve(__dirname, '..');
/** Where the suites find the template: JSON { client, name } (a database name or an SQLite file). */
const TEMPLATE_VARIABLE = 'CMS_TEST_TEMPLATE';

/** The environment of a CMS under test, but for what the suite adds (tests/harness.ts). */
const testCmsEnv = (databaseEnv, secrets = randomCmsSecrets()) => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_ASSETS_DIR: path.resolve(CMS_DIR, '../site/public/static'),
  ...secrets,
  ...databaseEnv,
});

/** Loads the compiled CMS once against `database` and stops it, in a process of its own. */
const startOnce = (database) =>
  new Promise((resolve, reject) => {
    const script = `
      const { createStrapi } = require('@strapi/strapi');
      const app = createStrapi({ appDir: process.cwd(), distDir: require('path').join(process.cwd(), 'dist') });
      app.load().then(() => app.destroy()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
    const child = spawn(process.execPath, ['-e', script], {
      cwd: CMS_DIR,
      env: { ...process.env, ...testCmsEnv(database.env) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the template database's CMS start failed (exit ${code})`)),
    );
  });

/** Makes the template (global-setup.js) and says where it is; answers its drop(). */
const createTemplate = async () => {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const database = postgresUrl
    ? await createPostgresDatabase(postgresUrl, { purpose: 'template' })
    : createSqliteDatabase();
  try {
    await startOnce(database);
  } catch (error) {
    await database.drop();
    throw error;
  }
  process.env[TEMPLATE_VARIABLE] = JSON.stringify({ client: database.client, name: database.name });
  return database.drop;
};

/** The template of this run, when there is one. */
const templateOf = () => {
  const value = process.env[TEMPLATE_VARIABLE];
  return value ? JSON.parse(value) : null;
};

module.exports = { createTemplate, templateOf, testCmsEnv };
