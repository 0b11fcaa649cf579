// What every private attachment store is (storage.ts picks one): the interface, the keys it
// names files by, and the one error for a storage that fails.

import { randomBytes } from 'crypto';
import type { Readable } from 'stream';

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** True for a name this store gives its files: 32 lowercase hex digits. */
export const isStorageKey = (name: string) => KEY_PATTERN.test(name);

/** A new storage key: 128 random bits, so names can neither collide nor be guessed. */
export const newStorageKey = () => randomBytes(16).toString('hex');

/** A key checked before it reaches a path or an object name: only ever our own random hex. */
export const checkedKey = (key: string) => {
  if (!isStorageKey(key)) throw new Error('invalid attachment key');
  return key;
};

/**
 * The storage itself failed (missing, unwritable, full, unreachable, refusing): never the
 * visitor's fault. `code` is short and path-free (ENOSPC, ECONNREFUSED, TimeoutError…), for
 * readiness answers; the full cause goes to the log only.
 */
export class StorageFault extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown })?.code ?? (cause as { name?: unknown })?.name;
    super(`private storage failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.code = typeof code === 'string' && /^[A-Za-z0-9_:.-]{1,40}$/.test(code) ? code : 'ERROR';
  }
}

/**
 * Where infected files go (a folder inside the local store, a key prefix in a bucket): never a
 * storage key, so neither the orphan sweep nor a download ever reaches it.
 */
export const QUARANTINE_AREA = 'quarantine';

/** A stored file opened for reading. */
export type StoredFile = { body: Readable; size: number };

export type AttachmentStore = {
  /** Where the files are, for the log only (a folder, or s3://bucket): never sent to a client. */
  readonly where: string;
  newKey(): string;
  /**
   * Stores everything `body` yields under `key`, streaming. Resolves once the file is durably
   * stored; rejects with StorageFault as soon as storage fails (the body is then destroyed), or
   * with the body's own error when the upload breaks off. Nothing stays under the key on failure.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The file of `key` as a stream with its size; null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /**
   * Removes the file of `key`, from the quarantine area too; a file already gone counts as removed.
   * Rejects with StorageFault.
   */
  remove(key: string): Promise<void>;
  /**
   * Moves the file of `key` into the store's quarantine area (QUARANTINE_AREA), which no route
   * serves and `open` never reads: an infected file is kept, out of reach. Resolves true once it is
   * there (also when it already was), false when there is no such file. Rejects with StorageFault.
   */
  quarantine(key: string): Promise<boolean>;
  /** Whether the file of `key` is in the quarantine area. Rejects with StorageFault. */
  isQuarantined(key: string): Promise<boolean>;
  /** The keys of files stored longer ago than `ageMs`, in batches (never all in memory at once). */
  listOlderThan(ageMs: number): AsyncIterable<string[]>;
  /** Proves storage takes a file now: writes and removes a small file that is never a key. */
  probe(): Promise<void>;
};
