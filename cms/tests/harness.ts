// Starts the real CMS for a test suite on a database of its own: a temporary SQLite file, or a
// fresh PostgreSQL database when TEST_POSTGRES_URL is set. Dropped again when the suite ends.

import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { createStrapi, type Core } from '@strapi/strapi';

export const CMS_DIR = path.resolve(__dirname, '..');

export type TestDatabase = {
  env: Record<string, string>;
  drop: () => Promise<void>;
  describe: string;
};

const postgresAdmin = async <T>(run: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `vision_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (process.env.TEST_POSTGRES_URL) {
    await postgresAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(process.env.TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    return {
      describe: `postgres ${name}`,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      drop: () =>
        postgresAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-cms-'));
  return {
    describe: `sqlite ${dir}`,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'test.db') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
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
