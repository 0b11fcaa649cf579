// Malware scanning of lead files (README.md, "Malware scanning"); read in code as
// strapi.config.get('file-scan.…'). clamd is reached over TCP (CLAMAV_HOST, CLAMAV_PORT) or its
// local socket (CLAMAV_SOCKET). Whether a start may run without one is decided once, at start, by
// src/bootstrap/deployment-checks.ts. Every variable is described in .env.example.
import type { Core } from '@strapi/strapi';

const positive = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const host = env('CLAMAV_HOST', '');
  const socket = env('CLAMAV_SOCKET', '');
  const disabled = env.bool('FILE_SCAN_DISABLED', false);
  return {
    /** Production without a scanner must say so: no CLAMAV_* and this true. */
    disabled,
    /** Scanning is on when a scanner is named and not switched off; off, every file is `unscannable`. */
    enabled: !disabled && (host !== '' || socket !== ''),
    clamd: {
      host,
      /** The port as given ('' when unset: clamd's own 3310), so a start check can name a wrong one. */
      port: env('CLAMAV_PORT', ''),
      socket,
      /** How long one scan may take, from the connection to clamd's verdict. */
      timeoutMs: positive(env.int('CLAMAV_TIMEOUT_MS', 60_000), 60_000),
    },
    worker: {
      /** How often the worker looks for due scans (a new lead also wakes it at once). */
      intervalMs: positive(env.int('FILE_SCAN_INTERVAL_MS', 5_000), 5_000),
      /** Scans one worker claims at a time. */
      batchSize: positive(env.int('FILE_SCAN_BATCH_SIZE', 5), 5),
      /** How long a claim holds: far beyond one scan's timeout. */
      leaseMs: positive(env.int('FILE_SCAN_LEASE_MS', 300_000), 300_000),
      /** Tries of a file that clamd answers with an error before it counts as unscannable. */
      maxAttempts: positive(env.int('FILE_SCAN_MAX_ATTEMPTS', 5), 5),
      /** The first retry's delay; each next one doubles, up to retryMaxMs. */
      retryBaseMs: positive(env.int('FILE_SCAN_RETRY_BASE_MS', 10_000), 10_000),
      retryMaxMs: positive(env.int('FILE_SCAN_RETRY_MAX_MS', 600_000), 600_000),
    },
  };
};
