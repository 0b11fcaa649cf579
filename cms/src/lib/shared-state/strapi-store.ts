// The one shared store of this CMS process (shared-store.ts), opened from the CMS's configuration
// and kept in Strapi's container, so that the rate limits and the settings push use the same
// connections and src/index.ts closes them when the CMS stops.

import type { Core } from '@strapi/strapi';
import type { PoolConfig } from 'pg';
import { openSharedStore, type SharedStore } from './shared-store';

const CONTAINER_KEY = 'vision.shared-store';

type DatabaseConnection = { client: string; connection: PoolConfig & { schema?: string } };

/** Registers the store (opened on first use); called once, at register time. */
export const registerSharedStore = (strapi: Core.Strapi) => {
  strapi.add(CONTAINER_KEY, () => {
    const database = strapi.config.get('database.connection') as DatabaseConnection;
    return openSharedStore({
      database:
        database.client === 'postgres' ? { client: 'postgres', connection: database.connection } : { client: 'sqlite' },
      redisUrl: strapi.config.get('shared-state.redisUrl') as string | null,
      redisKeyPrefix: strapi.config.get('shared-state.redisKeyPrefix') as string,
      log: strapi.log,
    });
  });
};

export const sharedStoreOf = (strapi: Core.Strapi): SharedStore => strapi.get(CONTAINER_KEY) as SharedStore;
