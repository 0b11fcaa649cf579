// A fixed-window limit per key (an IP address, an e-mail address) counted where every CMS instance
// sees the same count: the one mechanism behind the lead submission limit (api::lead.rate-limiter)
// and the admin sign-in limit (api::auth.sign-in). The store is PostgreSQL or Redis when there is
// one (src/lib/shared-state/shared-store.ts), memory on a single SQLite instance.
//
// When the shared store cannot answer (down, unreachable, slower than its timeout), the check
// counts in this process's memory instead (rate-limiter-flexible's insurance limiter): a visitor
// is never refused, and no lead is lost, because the limit's store is away; the limit is then per
// instance until the store is back.

import { createHash } from 'crypto';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateWindow = { max: number; windowMs: number };

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  take(key: string): Promise<RateDecision>;
  /** Starts the key's window afresh (a successful sign-in clears its failed attempts). */
  forget(key: string): Promise<void>;
};

export type LimiterStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: Pool; tableName: string; schemaName?: string }
  | { kind: 'redis'; client: Redis; keyPrefix: string };

/** The table every PostgreSQL limit shares (keys carry the limit's name); created once at start. */
export const RATE_LIMIT_TABLE = 'vision_rate_limits';

/** rate-limiter-flexible's own table layout, so its queries run on the table we create. */
export const rateLimitTableSql = (table: string, schema?: string) =>
  `CREATE TABLE IF NOT EXISTS ${schema ? `"${schema}".` : ''}"${table}" (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`;

/**
 * The stored key: a hash, so the shared table holds no IP or e-mail address in clear and no key
 * outgrows its column, whatever the caller passes.
 */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A memory limiter that says when it stands in for the shared store. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }
  consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
  delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
}

export type LimiterOptions = RateWindow & {
  /** Names the limit in the store's keys ('lead', 'sign-in-address', …). */
  name: string;
  /** Told, at most once a minute, when the memory count stands in for the shared store. */
  onStoreUnavailable?: () => void;
};

const FALLBACK_NOTICE_MS = 60_000;

export const createRateLimiter = (store: LimiterStore, { name, max, windowMs, onStoreUnavailable }: LimiterOptions) => {
  const base: IRateLimiterOptions = {
    keyPrefix: name,
    points: max,
    // rate-limiter-flexible counts whole seconds; a window is never shorter than one.
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  };
  let noticedAt = 0;
  const notice = () => {
    const now = Date.now();
    if (now - noticedAt < FALLBACK_NOTICE_MS) return;
    noticedAt = now;
    onStoreUnavailable?.();
  };

  let limiter: RateLimiterAbstract;
  if (store.kind === 'memory') {
    limiter = new RateLimiterMemory(base);
  } else {
    const insuranceLimiter = new InsuranceLimiter(base, notice);
    limiter =
      store.kind === 'postgres'
        ? new RateLimiterPostgres({
            ...base,
            storeClient: store.pool,
            storeType: 'pool',
            tableName: store.tableName,
            schemaName: store.schemaName,
            // The table is created once when the CMS starts (shared-store.ts), not here.
            tableCreated: true,
            insuranceLimiter,
          })
        : new RateLimiterRedis({
            ...base,
            keyPrefix: `${store.keyPrefix}rl:${name}`,
            storeClient: store.client,
            // Not connected: count in memory at once rather than queue the visitor behind a reconnect.
            rejectIfRedisNotReady: true,
            insuranceLimiter,
          });
  }

  const limit: RateLimiter = {
    async take(key) {
      try {
        await limiter.consume(storedKey(key));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async forget(key) {
      await limiter.delete(storedKey(key));
    },
  };
  return limit;
};
