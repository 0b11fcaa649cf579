// A lead form's file, streamed by the form reader (lib/http/lead-form-reader.ts) straight to its
// random key in private storage, and the one owner of that stored file until a row names it. The
// controller, the intake and the writer only pass it along; what happens to the file is decided
// here, and nowhere else:
//   kept      the row naming it was written (keepWith resolved): from now on it is the row's file;
//   in doubt  the write's outcome is unknown (the database went away around its COMMIT): the file
//             stays until the database answers, and goes then if no row names it
//             (lib/database/in-doubt-writes.ts; the orphan sweep, should the process end first);
//   removed   by release(), with which every request ends, whatever happened before: a refused
//             form, a failed check or a failed write leave no file behind.

import type { Readable } from 'stream';
import { WriteNotConfirmed } from '../database/confirmed-commit';
import { settleLater } from '../database/in-doubt-writes';
import { StorageFault, type AttachmentStore } from './attachment-store';

/** The write of the row that names the file. */
export type RowWrite<T> = {
  write: (key: string) => Promise<T>;
  /** Looks the row up, for a write whose outcome is unknown; throws while the database is down. */
  isStored: () => Promise<boolean>;
  /** Told how an unknown outcome ended (for the log). */
  settled: (outcome: 'stored' | 'discarded') => void;
};

/** What the reader learnt while storing it: head is its first bytes, for type detection. */
export type FileFacts = { clientName: string; size: number; sha256: string; head: Buffer };

export class ReceivedFile implements FileFacts {
  clientName = '';
  size = 0;
  sha256 = '';
  head = Buffer.alloc(0);
  #fate: 'pending' | 'kept' | 'in-doubt' | 'removed' = 'pending';

  constructor(
    private readonly store: AttachmentStore,
    /** The storage key it is (being) written under. */
    readonly key = store.newKey(),
  ) {}

  /** Records what the reader learnt once the whole file is stored. */
  received(facts: FileFacts): this {
    Object.assign(this, facts);
    return this;
  }

  /** The stored file read again (its type); gone or unreadable is storage's fault. */
  async open(): Promise<Readable> {
    const stored = await this.store.open(this.key);
    if (!stored) throw new StorageFault(new Error('the upload is no longer in private storage'));
    return stored.body;
  }

  /** Writes the row that names the file: the file stays when it is written, or may be. */
  async keepWith<T>({ write, isStored, settled }: RowWrite<T>): Promise<T> {
    if (this.#fate !== 'pending') throw new Error(`the received file is ${this.#fate} already`);
    try {
      const result = await write(this.key);
      this.#fate = 'kept';
      return result;
    } catch (error) {
      if (error instanceof WriteNotConfirmed && error.mayHaveCommitted) {
        this.#fate = 'in-doubt';
        void settleLater({ isStored, discard: () => this.store.remove(this.key), settled });
      }
      throw error;
    }
  }

  /** Removes the file unless a row names it (or may); a removal that fails is the orphan sweep's. */
  async release(): Promise<void> {
    if (this.#fate !== 'pending') return;
    this.#fate = 'removed';
    await this.store.remove(this.key).catch(() => undefined);
  }
}
