// Starts the real CMS for a test suite on a database of its own: a temporary SQLite file, or a
// PostgreSQL database when TEST_POSTGRES_URL is set; a copy of the run's template database (one CMS
// start on an empty database, tests/template-database.js), or empty when the suite asks for it.
// Dropped again when the suite ends.

import path from 'path';
import { createStrapi, type Core } from '@strapi/strapi';
// One copy of the throwaway-database and secrets recipes, shared with the benchmarks and the
// end-to-end run.
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type ThrowawayDatabase,
} from '../../scripts/lib/throwaway-database.cjs';
import { randomCmsSecrets } from '../../scripts/lib/cms-secrets.cjs';

export const CMS_DIR = path.resolve(__dirname, '..');

export type TestDatabase = {
  env: Record<string, string>;
  drop: () => Promise<void>;
  describe: string;
};

// The template and the CMS's test environment (CommonJS, so jest's global setup shares them).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { templateOf, testCmsEnv } = require('./template-database') as {
  templateOf: () => { client: ThrowawayDatabase['client']; name: string } | null;
  testCmsEnv: (databaseEnv: Record<string, string>, secrets?: Record<string, string>) => Record<string, string>;
};

export type DatabaseOptions = {
  /** An empty database instead of a copy of the template: for a suite about a first start. */
  fresh?: boolean;
};

export const createTestDatabase = async ({ fresh = false }: DatabaseOptions = {}): Promise<TestDatabase> => {
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const found = fresh ? null : templateOf();
  const template = found?.client === (postgresUrl ? 'postgres' : 'sqlite') ? found.name : undefined;
  const database = postgresUrl
    ? await createPostgresDatabase(postgresUrl, { purpose: 'test', template })
    : createSqliteDatabase({ template });
  return { describe: `${database.client} ${database.name}`, env: database.env, drop: database.drop };
};

const SECRETS = randomCmsSecrets();

/** Loads the compiled CMS (tests/global-setup.js compiles it) against the given database. */
export const startCms = async (database: TestDatabase, env: Record<string, string> = {}): Promise<Core.Strapi> => {
  Object.assign(process.env, testCmsEnv(database.env, SECRETS), env);
  const app = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  await app.load();
  app.server.mount();
  return app;
};

export const stopCms = async (app: Core.Strapi | undefined) => {
  if (!app) return;
  await app.destroy();
};

/**
 * A CMS on a database of its own for one suite (a copy of the template, or empty with `fresh`);
 * `restart()` keeps the database. `env` may be a getter, read when the CMS starts, for values known
 * only after an earlier beforeAll (a fake server's port).
 */
export const useCms = (
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: DatabaseOptions = {},
) => {
  const context: { app: Core.Strapi; database: TestDatabase; restart: () => Promise<Core.Strapi> } = {} as never;
  const resolveEnv = () => (typeof env === 'function' ? env() : env);
  beforeAll(async () => {
    context.database = await createTestDatabase(options);
    context.app = await startCms(context.database, resolveEnv());
  });
  context.restart = async () => {
    await stopCms(context.app);
    context.app = await startCms(context.database, resolveEnv());
    return context.app;
  };
  afterAll(async () => {
    await stopCms(context.app);
    await context.database?.drop();
  });
  return context;
};
