// What the one-off commands (`npm run backup`, `npm run restore`) share: the CMS made from its own
// configuration (cms/.env, the environment) without its background work, paths as the operator
// typed them, and an exit with a one-line reason instead of a stack trace.

import path from 'path';
import { createStrapi, type Core } from '@strapi/strapi';

export const CMS_DIR = path.resolve(__dirname, '..', '..', '..');

/**
 * The CMS, configured but not loaded: its configuration is readable, nothing has touched the
 * database. load() it to use its database and services.
 */
export const configuredCms = (): Core.Strapi => {
  // No mail worker, no scheduled job, no periodic sweep in a command that does one thing and exits.
  process.env.CMS_BACKGROUND_JOBS = 'false';
  process.env.ORPHAN_SWEEP_MINUTES = '0';
  // The command says what it does itself; Strapi's own lines only when something fails.
  process.env.LOG_LEVEL = 'error';
  return createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
};

/** A path as typed where the command was run (npm runs scripts elsewhere; INIT_CWD is where). */
export const typedPath = (value: string) =>
  value.startsWith('s3://') ? value : path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs the command; any error ends it with its message and exit code 1. */
export const runCommand = (command: () => Promise<number>) => {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`✗ ${(error as Error)?.message ?? error}`);
      if (process.env.DEBUG) console.error(error);
      process.exit(1);
    },
  );
};
