import path from 'path';
import type { Core } from '@strapi/strapi';

// SQLite (a file under .tmp/) is the embedded default; production sets DATABASE_CLIENT=postgres
// with DATABASE_URL, or the discrete DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite') as 'sqlite' | 'postgres';
  // How long a request waits for a free connection. Short, so a dead database answers 503 fast
  // instead of after knex's 60-second default.
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 5000);

  const connections = {
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'vision'),
        user: env('DATABASE_USERNAME', 'vision'),
        password: env('DATABASE_PASSWORD', ''),
        ssl: env.bool('DATABASE_SSL', false) && {
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
        connectionTimeoutMillis: acquireConnectionTimeout,
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // Write-ahead logging: readers no longer wait for a writer, and a commit no longer blocks
        // the event loop on a full fsync (NORMAL sync is durable in WAL mode short of power loss).
        afterCreate: (
          connection: { pragma(statement: string): unknown },
          done: (error: null, connection: unknown) => void,
        ) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, connection);
        },
      },
    },
  };

  return {
    // One branch per client, so that code checking `client` knows which settings it has
    // (src/lib/shared-state/strapi-store.ts).
    connection:
      client === 'postgres'
        ? { client, ...connections.postgres, acquireConnectionTimeout }
        : { client, ...connections.sqlite, acquireConnectionTimeout },
  };
};
