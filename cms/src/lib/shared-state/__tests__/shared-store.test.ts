// The shared store as two CMS instances use it, without the CMS around it: two stores opened on
// the same real PostgreSQL database (TEST_POSTGRES_URL) or the same real Redis (TEST_REDIS_URL,
// under a random key prefix), counting one limit and hearing each other's changes; and a store
// whose server is not there, which must keep counting in memory rather than fail.

import { randomBytes } from 'crypto';
import net from 'net';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../../../../tests/harness';
import { openSharedStore, type ChangeReason, type SharedStore, type SharedStoreOptions } from '../shared-store';

const POSTGRES = process.env.TEST_POSTGRES_URL;
const REDIS = process.env.TEST_REDIS_URL;

const recordingLogger = () => {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
};

/** A loopback port with nothing listening on it. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitFor = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
};

/**
 * Both "instances": each store has its own connections, as two processes would. `prepare` runs
 * first and answers the options; `cleanup` runs once both stores are closed.
 */
const twoInstances = (
  prepare: () => Promise<Omit<SharedStoreOptions, 'log'>>,
  cleanup: () => Promise<void> = async () => undefined,
) => {
  const context = { a: undefined as unknown as SharedStore, b: undefined as unknown as SharedStore };
  beforeAll(async () => {
    const options = await prepare();
    context.a = openSharedStore({ ...options, log: recordingLogger().log });
    context.b = openSharedStore({ ...options, log: recordingLogger().log });
    await Promise.all([context.a.start(), context.b.start()]);
  });
  afterAll(async () => {
    await context.a?.close();
    await context.b?.close();
    await cleanup();
  });
  return context;
};

const sharedBehaviour = (context: { a: SharedStore; b: SharedStore }) => {
  it('counts one limit across both instances, concurrent attempts included', async () => {
    const name = `lead-${randomBytes(3).toString('hex')}`;
    const onA = context.a.limiter({ name, max: 6, windowMs: 60_000 });
    const onB = context.b.limiter({ name, max: 6, windowMs: 60_000 });

    const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? onA : onB).take('198.51.100.7')));

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(6);
    const refused = decisions.find((decision) => !decision.allowed) as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address is counted apart.
    expect((await onB.take('198.51.100.8')).allowed).toBe(true);
  });

  it('forgets a key on every instance (a successful sign-in clears its failed attempts)', async () => {
    const name = `account-${randomBytes(3).toString('hex')}`;
    const onA = context.a.limiter({ name, max: 2, windowMs: 60_000 });
    const onB = context.b.limiter({ name, max: 2, windowMs: 60_000 });
    await onA.take('editor@vision.test');
    await onA.take('editor@vision.test');
    expect((await onB.take('editor@vision.test')).allowed).toBe(false);

    await onA.forget('editor@vision.test');

    expect((await onB.take('editor@vision.test')).allowed).toBe(true);
  });

  it('tells the other instance about a change within a second, and this one at once', async () => {
    const heardOnA: ChangeReason[] = [];
    const heardOnB: ChangeReason[] = [];
    context.a.onChange('settings', (reason) => heardOnA.push(reason));
    context.b.onChange('settings', (reason) => heardOnB.push(reason));
    const sentAt = Date.now();

    context.a.announce('settings');

    expect(heardOnA).toEqual(['change']);
    expect(await waitFor(() => heardOnB.length > 0, 1_000)).toBe(true);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(heardOnB).toEqual(['change']);
    // Its own notice coming back does not make A drop its copy a second time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardOnA).toEqual(['change']);
  });
};

(POSTGRES ? describe : describe.skip)('the shared store on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  const context = twoInstances(
    async () => {
      database = await createTestDatabase();
      return {
        database: { client: 'postgres', connection: { connectionString: database.env.DATABASE_URL } },
        redisUrl: null,
        redisKeyPrefix: 'unused:',
      };
    },
    async () => database?.drop(),
  );

  sharedBehaviour(context);

  it('listens again after its connection is cut, and reloads once, since notices may have been missed', async () => {
    const heardOnB: ChangeReason[] = [];
    context.b.onChange('settings', (reason) => heardOnB.push(reason));
    const admin = new Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBe(2); // both instances' LISTEN connections
    } finally {
      await admin.end();
    }

    expect(await waitFor(() => heardOnB.includes('reconnected'), 5_000)).toBe(true);
    heardOnB.length = 0;
    context.a.announce('settings');
    expect(await waitFor(() => heardOnB.includes('change'), 1_000)).toBe(true);
  });
});

(REDIS ? describe : describe.skip)('the shared store on Redis (pub/sub)', () => {
  const prefix = `vision-test-${randomBytes(6).toString('hex')}:`;
  const context = twoInstances(
    async () => ({ database: { client: 'sqlite' }, redisUrl: REDIS as string, redisKeyPrefix: prefix }),
    async () => {
      const redis = new Redis(REDIS as string);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  );

  sharedBehaviour(context);

  it('subscribes again after its connection is cut, and reloads once, since messages may have been missed', async () => {
    const heardOnB: ChangeReason[] = [];
    context.b.onChange('settings', (reason) => heardOnB.push(reason));
    const redis = new Redis(REDIS as string);
    try {
      const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ours = clients
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}changes `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1] as string);
      expect(ours).toHaveLength(2); // both instances' subscriber connections
      for (const id of ours) await redis.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      redis.disconnect();
    }

    expect(await waitFor(() => heardOnB.includes('reconnected'), 5_000)).toBe(true);
    heardOnB.length = 0;
    context.a.announce('settings');
    expect(await waitFor(() => heardOnB.includes('change'), 1_000)).toBe(true);
  });

  it('keeps its keys under its prefix, so that runs and sites sharing the server do not collide', async () => {
    await context.a.limiter({ name: 'lead', max: 5, windowMs: 60_000 }).take('192.0.2.1');
    const redis = new Redis(REDIS as string);
    try {
      const keys = await redis.keys(`${prefix}rl:lead:*`);
      expect(keys).toHaveLength(1);
      // The address itself is not stored, only a hash of it.
      expect(keys[0]).not.toContain('192.0.2.1');
    } finally {
      redis.disconnect();
    }
  });
});

describe('a shared store whose server does not answer', () => {
  it('PostgreSQL down: the limit is counted in memory, nothing fails, and the log says so', async () => {
    const port = await deadPort();
    const store = openSharedStore({
      database: { client: 'postgres', connection: { host: '127.0.0.1', port, user: 'nobody', database: 'none' } },
      redisUrl: null,
      redisKeyPrefix: 'unused:',
      log: recordingLogger().log,
    });
    const warned: string[] = [];
    const limit = store.limiter({ name: 'lead', max: 2, windowMs: 60_000, onStoreUnavailable: () => warned.push('x') });
    try {
      const decisions = [await limit.take('a'), await limit.take('a'), await limit.take('a')];
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
      expect(warned).toHaveLength(1); // once a minute, not once a request
      store.announce('settings'); // before start(): nothing to send, nothing thrown
    } finally {
      await store.close();
    }
  });

  it('Redis down: the CMS still starts, and the limit is counted in memory at once', async () => {
    const port = await deadPort();
    const store = openSharedStore({
      database: { client: 'sqlite' },
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: 'unused:',
      log: recordingLogger().log,
    });
    const limit = store.limiter({ name: 'lead', max: 1, windowMs: 60_000 });
    try {
      await store.start();
      const startedAt = Date.now();
      expect((await limit.take('a')).allowed).toBe(true);
      expect((await limit.take('a')).allowed).toBe(false);
      expect(Date.now() - startedAt).toBeLessThan(1_000);
    } finally {
      await store.close();
    }
  });
});

describe('the store of a single SQLite instance', () => {
  it('counts in memory and tells only its own listeners', async () => {
    const store = openSharedStore({
      database: { client: 'sqlite' },
      redisUrl: null,
      redisKeyPrefix: 'unused:',
      log: recordingLogger().log,
    });
    await store.start();
    const heard: ChangeReason[] = [];
    store.onChange('settings', (reason) => heard.push(reason));
    const limit = store.limiter({ name: 'lead', max: 1, windowMs: 10_000 });

    expect(await limit.take('a')).toEqual({ allowed: true });
    expect(await limit.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    store.announce('settings');
    expect(heard).toEqual(['change']);
    await store.close();
  });
});
