// The database connection pool, read when Prometheus scrapes: connections in use, idle, being
// opened, requests waiting for one, and the pool's ceiling (DATABASE_POOL_MAX). Requests that wait
// here are the first sign the pool is too small for the load.

import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry';

/** What we read of knex's pool (tarn). */
export type PoolFigures = {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
};

let currentPool: () => PoolFigures | undefined = () => undefined;

/** Points the gauges at the running database's pool (called at each start). */
export const watchDatabasePool = (pool: () => PoolFigures | undefined) => {
  currentPool = pool;
};

new Gauge({
  name: 'vision_db_pool_connections',
  help: 'Database pool connections by state: used, free, pending_create (opening), pending_acquire (requests waiting).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = currentPool();
    if (!pool) return;
    this.set({ state: 'used' }, pool.numUsed());
    this.set({ state: 'free' }, pool.numFree());
    this.set({ state: 'pending_create' }, pool.numPendingCreates());
    this.set({ state: 'pending_acquire' }, pool.numPendingAcquires());
  },
});

new Gauge({
  name: 'vision_db_pool_max',
  help: 'Largest number of connections the pool opens (DATABASE_POOL_MAX).',
  registers: [metricsRegistry],
  collect() {
    const pool = currentPool();
    if (pool) this.set(pool.max);
  },
});
