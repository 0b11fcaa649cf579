// What several CMS instances share besides the content (docs/deployment.md, "Several CMS instances
// behind a load balancer"): the rate limits' counts, and word of a change that every instance's
// memory copy must drop (a Settings save). Redis when REDIS_URL is set; otherwise PostgreSQL when
// it is the database (a small pool of its own, so a limit check never waits behind the intake's
// transactions, plus one LISTEN connection); otherwise, on SQLite, this process alone, which is
// then the only instance.

import { randomUUID } from 'crypto';
import { Redis } from 'ioredis';
import { Pool, type PoolConfig } from 'pg';
import {
  RATE_LIMIT_TABLE,
  createRateLimiter,
  rateLimitTableSql,
  type LimiterOptions,
} from '../rate-limit/shared-limiter';
import { createPostgresListener } from './postgres-listener';

/** A change other instances must hear about; the listener drops its memory copy. */
export type ChangeTopic = 'settings';
/** 'change': a save somewhere; 'reconnected': the feed was down, so a change may have been missed. */
export type ChangeReason = 'change' | 'reconnected';
type ChangeListener = (reason: ChangeReason) => void;

export type Logger = { info(message: string): void; warn(message: string): void };

export type SharedStoreOptions = {
  /** The CMS database: PostgreSQL's connection settings (Strapi's config/database.ts), or SQLite. */
  database: { client: 'postgres'; connection: PoolConfig & { schema?: string } } | { client: 'sqlite' };
  redisUrl: string | null;
  /** Put before every Redis key and channel name, so that several sites (or test runs) share a server. */
  redisKeyPrefix: string;
  log: Logger;
};

/** PostgreSQL's NOTIFY channel (one per database, so no prefix is needed). */
const PG_CHANNEL = 'vision_changes';
/** How long a rate-limit check waits for the store before counting in memory (shared-limiter.ts). */
const STORE_TIMEOUT_MS = 1_000;

export type SharedStore = ReturnType<typeof openSharedStore>;

export const openSharedStore = ({ database, redisUrl, redisKeyPrefix, log }: SharedStoreOptions) => {
  const kind: 'redis' | 'postgres' | 'memory' = redisUrl
    ? 'redis'
    : database.client === 'postgres'
      ? 'postgres'
      : 'memory';
  /** Tells this instance's own messages apart when they come back from the channel. */
  const instance = randomUUID();
  const listeners = new Map<ChangeTopic, Set<ChangeListener>>();
  const closers: (() => Promise<void>)[] = [];
  let closed = false;

  const deliver = (topic: ChangeTopic, reason: ChangeReason) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(reason);
      } catch (error) {
        log.warn(`[shared-state] a ${topic} listener failed: ${(error as Error).message}`);
      }
    }
  };
  const deliverAll = (reason: ChangeReason) => {
    for (const topic of listeners.keys()) deliver(topic, reason);
  };
  const receive = (payload: string | undefined) => {
    try {
      const message = JSON.parse(payload ?? '') as { topic?: ChangeTopic; from?: string };
      if (message.from === instance || !message.topic) return;
      deliver(message.topic, 'change');
    } catch {
      log.warn('[shared-state] ignored a change message that is not ours');
    }
  };
  const message = (topic: ChangeTopic) => JSON.stringify({ topic, from: instance });

  // ------------------------------------------------------------------------------------------
  // Connections, opened lazily: nothing connects before start() or the first limit check.

  const pgConnection = database.client === 'postgres' ? database.connection : null;
  const schemaName = pgConnection?.schema && pgConnection.schema !== 'public' ? pgConnection.schema : undefined;
  let pool: Pool | null = null;
  const pgPool = () => {
    if (!pool && pgConnection) {
      const { schema: _schema, ...connection } = pgConnection;
      pool = new Pool({
        ...connection,
        max: 4,
        connectionTimeoutMillis: STORE_TIMEOUT_MS,
        query_timeout: STORE_TIMEOUT_MS,
        keepAlive: true,
      });
      // An idle connection dropped by the server: the pool replaces it; nothing else to do.
      pool.on('error', (error) => log.warn(`[shared-state] PostgreSQL pool: ${error.message}`));
      const opened = pool;
      closers.push(() => opened.end());
    }
    return pool as Pool;
  };

  let redis: Redis | null = null;
  const redisClient = () => {
    if (!redis && redisUrl) {
      redis = new Redis(redisUrl, {
        // A command while disconnected fails at once (the limit counts in memory) instead of
        // waiting in a queue for a reconnect.
        enableOfflineQueue: false,
        commandTimeout: STORE_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        // Connected by start(), so that the first limit check finds it ready.
        lazyConnect: true,
      });
      let warnedAt = 0;
      redis.on('error', (error: Error) => {
        if (Date.now() - warnedAt < 60_000) return;
        warnedAt = Date.now();
        log.warn(`[shared-state] Redis: ${error.message}`);
      });
      const opened = redis;
      closers.push(async () => {
        opened.disconnect();
      });
    }
    return redis as Redis;
  };

  /** Redis pub/sub needs a connection of its own (a subscribed connection runs no other command). */
  const subscribeRedis = async () => {
    const channel = `${redisKeyPrefix}changes`;
    const subscriber = new Redis(redisUrl as string, {
      lazyConnect: true,
      maxRetriesPerRequest: null,
      connectionName: channel.replace(/[^\w:.-]/g, '_'),
    });
    let readyBefore = false;
    let warnedAt = 0;
    subscriber.on('error', (error: Error) => {
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      log.warn(`[shared-state] Redis subscriber: ${error.message}`);
    });
    subscriber.on('message', (from: string, payload: string) => {
      if (from === channel) receive(payload);
    });
    // ioredis reconnects with backoff. Messages sent meanwhile are lost, so once the channel is
    // subscribed again (confirmed by Redis, so no later message can slip by) every memory copy is
    // dropped once.
    subscriber.on('ready', () => {
      if (!readyBefore) {
        readyBefore = true;
        return;
      }
      subscriber
        .subscribe(channel)
        .then(() => {
          log.info('[shared-state] Redis subscriber reconnected: reloading shared copies');
          deliverAll('reconnected');
        })
        .catch((error: Error) => log.warn(`[shared-state] Redis subscribe failed: ${error.message}`));
    });
    closers.push(async () => {
      subscriber.disconnect();
    });
    // Redis away at start does not stop the CMS: ioredis keeps trying, and the first 'ready'
    // then counts as a reconnect (subscribe, reload), since changes may have gone by unheard.
    const [commands, subscribed] = await Promise.allSettled([redisClient().connect(), subscriber.connect()]);
    if (commands.status === 'rejected') log.warn(`[shared-state] Redis not reachable yet: ${String(commands.reason)}`);
    if (subscribed.status === 'fulfilled') await subscriber.subscribe(channel);
    else readyBefore = true;
    return (topic: ChangeTopic) => redisClient().publish(channel, message(topic));
  };

  const listenPostgres = async () => {
    const listener = createPostgresListener({
      connection: pgConnection as PoolConfig,
      channel: PG_CHANNEL,
      onNotification: receive,
      onReconnect: () => {
        log.info('[shared-state] PostgreSQL LISTEN connection back: reloading shared copies');
        deliverAll('reconnected');
      },
      log,
    });
    closers.push(() => listener.close());
    await listener.started;
    return async (topic: ChangeTopic) => {
      await pgPool().query('SELECT pg_notify($1, $2)', [PG_CHANNEL, message(topic)]);
    };
  };

  let publish: ((topic: ChangeTopic) => Promise<unknown>) | null = null;

  return {
    kind,

    /** In the log at start: where the limits are counted and how changes travel. */
    describe() {
      if (kind === 'redis') return 'rate limits and change notices in Redis (REDIS_URL)';
      if (kind === 'postgres') return 'rate limits in PostgreSQL, change notices by LISTEN/NOTIFY';
      return 'rate limits and change notices in this process (SQLite: one instance)';
    },

    /** Creates the rate-limit table (PostgreSQL) and starts listening for other instances' changes. */
    async start() {
      if (kind === 'postgres') {
        try {
          await pgPool().query(rateLimitTableSql(RATE_LIMIT_TABLE, schemaName));
        } catch (error) {
          // Two instances starting together may both create it, and PostgreSQL then refuses the
          // second with one of several codes (23505 on its type catalogue, 42710, 42P07): what
          // counts is that the table is there now.
          const qualified = `${schemaName ? `"${schemaName}".` : ''}"${RATE_LIMIT_TABLE}"`;
          const found = await pgPool().query('SELECT to_regclass($1) AS found', [qualified]);
          if (!found.rows[0]?.found) throw error;
        }
        publish = await listenPostgres();
      } else if (kind === 'redis') {
        publish = await subscribeRedis();
      }
    },

    limiter(options: LimiterOptions) {
      if (kind === 'postgres') {
        return createRateLimiter({ kind, pool: pgPool(), tableName: RATE_LIMIT_TABLE, schemaName }, options);
      }
      if (kind === 'redis')
        return createRateLimiter({ kind, client: redisClient(), keyPrefix: redisKeyPrefix }, options);
      return createRateLimiter({ kind }, options);
    },

    /** Calls `listener` when `topic` changed here or on any other instance (or may have: a reconnect). */
    onChange(topic: ChangeTopic, listener: ChangeListener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
    },

    /**
     * Tells this instance's listeners at once and the other instances through the store. Never
     * throws: a notice that cannot be sent is logged (the others then keep their copy until the
     * next change or their own reconnect).
     */
    announce(topic: ChangeTopic) {
      deliver(topic, 'change');
      if (!publish || closed) return;
      publish(topic).catch((error: Error) => {
        log.warn(`[shared-state] could not tell other instances about a ${topic} change: ${error.message}`);
      });
    },

    async close() {
      closed = true;
      for (const close of closers.reverse()) {
        await close().catch(() => undefined);
      }
    },
  };
};
