// Private storage of lead attachments: outside every public folder (config/leads.ts,
// privateUploadsDir), under random names, never in the Media Library. An upload is written straight
// to its final random name (its storage key) and removed again unless the row that points at it is
// written; until then no row names it, and the orphan sweep leaves young unreferenced files alone.

import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { ApiError } from '../http/api-error';

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** True for a name this store gives its files: 32 lowercase hex digits. */
export const isStorageKey = (name: string) => KEY_PATTERN.test(name);

export type AttachmentStore = {
  readonly dir: string;
  /** Creates the folder when it is missing (again after someone removed it). */
  prepare(): Promise<void>;
  /** Proves the folder takes a file now: writes and removes a small file that is never a key. */
  probe(): Promise<void>;
  /** A new storage key: 128 random bits, so names can neither collide nor be guessed. */
  newKey(): string;
  /** The file of a storage key; a key is only ever our own random hex, never a path. */
  pathOf(key: string): string;
};

const stores = new Map<string, AttachmentStore>();

/** The store of one folder (an absolute path). */
export const attachmentStore = (dir: string): AttachmentStore => {
  let store = stores.get(dir);
  if (store) return store;
  // Not remembered: one mkdir per upload costs nothing next to the upload, and a folder removed
  // while the CMS runs comes back instead of failing every upload until a restart.
  const prepare = () => fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => undefined);
  store = {
    dir,
    prepare,
    async probe() {
      await prepare();
      const file = path.join(dir, `.probe-${randomBytes(8).toString('hex')}`);
      try {
        await fs.writeFile(file, 'ready', { mode: 0o600 });
      } finally {
        await removeQuietly(file);
      }
    },
    newKey: () => randomBytes(16).toString('hex'),
    pathOf(key) {
      if (!isStorageKey(key)) throw new Error('invalid attachment key');
      return path.join(dir, key);
    },
  };
  stores.set(dir, store);
  return store;
};

/** The store this CMS is configured with. */
export const attachmentsOf = (strapi: Core.Strapi): AttachmentStore =>
  attachmentStore(strapi.config.get('leads.privateUploadsDir') as string);

/**
 * The answer when private storage cannot take a file (missing, unwritable, full): a passing fault
 * of the service, never the visitor's, and without the server's path (that goes to the log, from
 * `cause`). The connection closes, as the rest of the upload is not read.
 */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(
    new ApiError(503, 'SERVICE_UNAVAILABLE', 'The file could not be stored right now; try again shortly.', undefined, {
      'Retry-After': '30',
      Connection: 'close',
    }),
    { cause },
  );

export const removeQuietly = async (file: string | undefined) => {
  if (file) await fs.rm(file, { force: true }).catch(() => undefined);
};
