// The local servers the tests use, and whether they answer: PostgreSQL (the CMS's PostgreSQL pass,
// the benchmarks' --postgres runs) and Redis (the shared-store tests). Their drivers come from the
// CMS's dependencies.

import { createRequire } from 'node:module';
import { dir } from './workspace.mjs';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Redis for the shared-store tests (rate limits and the settings push through REDIS_URL), in the
// PostgreSQL pass; skipped, and said so, when nothing answers there.
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const postgresReachable = async () => {
  const { Client } = createRequire(dir('cms', 'package.json'))('pg');
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

export const redisReachable = async () => {
  const { Redis } = createRequire(dir('cms', 'package.json'))('ioredis');
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined); // the answer below says it
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
};
