// Starts the real CMS for a test suite on a database of its own: a temporary SQLite file, or a
// fresh PostgreSQL database when TEST_POSTGRES_URL is set. Dropped again when the suite ends.

import path from 'path';
import { createStrapi, type Core } from '@strapi/strapi';

export const CMS_DIR = path.resolve(__dirname, '..');

export type TestDatabase = {
  env: Record<string, string>;
  drop: () => Promise<void>;
  describe: string;
};

type ThrowawayDatabase = {
  client: 'postgres' | 'sqlite';
  name: string;
  env: Record<string, string>;
  drop: () => Promise<void>;
};

// One copy of the throwaway-database recipe, shared with the benchmarks and the end-to-end run
// (CommonJS, so jest can load it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createPostgresDatabase, createSqliteDatabase } = require('../../scripts/lib/throwaway-database.cjs') as {
  createPostgresDatabase: (adminUrl: string, options: { purpose: string }) => Promise<ThrowawayDatabase>;
  createSqliteDatabase: () => ThrowawayDatabase;
};

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const database = process.env.TEST_POSTGRES_URL
    ? await createPostgresDatabase(process.env.TEST_POSTGRES_URL, { purpose: 'test' })
    : createSqliteDatabase();
  return { describe: `${database.client} ${database.name}`, env: database.env, drop: database.drop };
};

// One copy of the secrets recipe, shared with the ES-module scripts (CommonJS, so jest can load it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { randomCmsSecrets } = require('../../scripts/lib/cms-secrets.cjs') as {
  randomCmsSecrets: () => Record<string, string>;
};
const SECRETS = randomCmsSecrets();

/** Loads the compiled CMS (tests/global-setup.js compiles it) against the given database. */
export const startCms = async (database: TestDatabase, env: Record<string, string> = {}): Promise<Core.Strapi> => {
  Object.assign(process.env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SEED_ASSETS_DIR: path.resolve(CMS_DIR, '../site/public/static'),
    ...SECRETS,
    ...database.env,
    ...env,
  });
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
 * A CMS on a fresh database for one suite; `restart()` keeps the database. `env` may be a getter,
 * read when the CMS starts, for values known only after an earlier beforeAll (a fake server's port).
 */
export const useCms = (env: Record<string, string> | (() => Record<string, string>) = {}) => {
  const context: { app: Core.Strapi; database: TestDatabase; restart: () => Promise<Core.Strapi> } = {} as never;
  const resolveEnv = () => (typeof env === 'function' ? env() : env);
  beforeAll(async () => {
    context.database = await createTestDatabase();
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
