// Two starts against one PostgreSQL database take turns through the advisory lock; on SQLite the
// work simply runs. Real PostgreSQL (TEST_POSTGRES_URL), two separate knex pools as two processes
// would have; the object handed in stands for Strapi with only what the lock reads from it.

import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { whileHoldingStartupLock } from '../startup-lock';

type ThrowawayDatabase = { env: Record<string, string>; drop: () => Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createPostgresDatabase } = require('../../../../../scripts/lib/throwaway-database.cjs') as {
  createPostgresDatabase: (adminUrl: string, options: { purpose: string }) => Promise<ThrowawayDatabase>;
};

const asStrapi = (client: 'postgres' | 'sqlite', connection: Knex) =>
  ({ db: { dialect: { client }, connection } }) as unknown as Core.Strapi;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgresUrl = process.env.TEST_POSTGRES_URL;

(postgresUrl ? describe : describe.skip)('whileHoldingStartupLock on PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let first: Knex;
  let second: Knex;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl as string, { purpose: 'test' });
    first = knexFactory({ client: 'pg', connection: database.env.DATABASE_URL, pool: { min: 0, max: 3 } });
    second = knexFactory({ client: 'pg', connection: database.env.DATABASE_URL, pool: { min: 0, max: 3 } });
  });

  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await database?.drop();
  });

  it('lets one start run its steps at a time, and the next one find them done', async () => {
    await first.schema.createTable('seeded', (table) => table.string('name'));
    const events: string[] = [];
    // The seed's shape: look, wait a little (as a real seed does work), write if nothing is there.
    const seed = (name: string, db: Knex) => async () => {
      events.push(`${name} in`);
      const rows = await db('seeded').select('name');
      await sleep(300);
      if (rows.length === 0) await db('seeded').insert({ name });
      events.push(`${name} out`);
      return rows.length === 0;
    };
    const [a, b] = await Promise.all([
      whileHoldingStartupLock(asStrapi('postgres', first), seed('a', first)),
      whileHoldingStartupLock(asStrapi('postgres', second), seed('b', second)),
    ]);

    expect(await first('seeded').select('name')).toHaveLength(1);
    expect([a, b].sort()).toEqual([false, true]);
    // Never both inside: each "in" is followed by its own "out".
    expect(events[1]).toBe(events[0].replace(' in', ' out'));
    expect(events[3]).toBe(events[2].replace(' in', ' out'));
  });

  it('releases the lock when a start fails, so the next one is not stuck', async () => {
    await expect(
      whileHoldingStartupLock(asStrapi('postgres', first), async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    const started = Date.now();
    await expect(whileHoldingStartupLock(asStrapi('postgres', second), async () => 'ran')).resolves.toBe('ran');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('whileHoldingStartupLock on SQLite', () => {
  it('runs the work as it is (one process per SQLite file)', async () => {
    const connection = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    try {
      await expect(whileHoldingStartupLock(asStrapi('sqlite', connection), async () => 42)).resolves.toBe(42);
    } finally {
      await connection.destroy();
    }
  });
});
