// The one shared store of this CMS process (shared-store.ts), opened from the CMS's configuration
// and kept in Strapi's container, so that the rate limits and the settings push use the same
// connections and src/index.ts closes them when the CMS stops.

import type { Core } from '@strapi/strapi';
import { openSharedStore, type SharedStore } from './shared-store';
import { appConfig } from '../config/app-config';

const CONTAINER_KEY = 'vision.shared-store';

/** Registers the store (opened on first use); called once, at register time. */
export const registerSharedStore = (strapi: Core.Strapi) => {
  strapi.add(CONTAINER_KEY, () => {
    const database = appConfig(strapi, 'database').connection;
    return openSharedStore({
      database:
        database.client === 'postgres' ? { client: 'postgres', connection: database.connection } : { client: 'sqlite' },
      redisUrl: appConfig(strapi, 'shared-state').redisUrl,
      redisKeyPrefix: appConfig(strapi, 'shared-state').redisKeyPrefix,
      log: strapi.log,
    });
  });
};

export const sharedStoreOf = (strapi: Core.Strapi): SharedStore => strapi.get(CONTAINER_KEY) as SharedStore;
