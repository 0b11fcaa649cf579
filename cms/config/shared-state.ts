// What several CMS instances share besides the database rows (docs/deployment.md, "Several CMS
// instances behind a load balancer"): rate-limit counts and word of Settings changes; read in code as
// strapi.config.get('shared-state.…'). Without REDIS_URL they go through PostgreSQL (or stay in
// this process on SQLite).
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** redis://[user:password@]host:port[/db] (rediss:// for TLS), or null. */
  redisUrl: env('REDIS_URL', '') || null,
  /** Before every Redis key and channel name: several sites, or test runs, may share one server. */
  redisKeyPrefix: env('REDIS_KEY_PREFIX', 'vision:'),
});
