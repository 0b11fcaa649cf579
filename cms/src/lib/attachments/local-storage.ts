// Private attachments in a local folder (the default): one file per key, mode 0600, in a folder
// of mode 0700 outside every public folder. Several instances need this folder shared, or S3.

import { promises as fs } from 'fs';
import path from 'path';
import { pipeline } from 'stream/promises';
import type { Readable } from 'stream';
import {
  checkedKey,
  isStorageKey,
  newStorageKey,
  QUARANTINE_AREA,
  StorageFault,
  type AttachmentStore,
} from './attachment-store';

/** Where versions before the storage key received uploads; whatever is left there is a crash's. */
const LEGACY_INCOMING = '.incoming';

/** Names handed to the sweep per batch, so a million attachments never sit in memory at once. */
const BATCH = 500;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** The store of one folder (an absolute path). */
export const localAttachmentStore = (dir: string): AttachmentStore => {
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  const quarantined = path.join(dir, QUARANTINE_AREA);
  const quarantinedFileOf = (key: string) => path.join(quarantined, checkedKey(key));
  const exists = (file: string) =>
    fs.stat(file).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw new StorageFault(error);
      },
    );
  const prepare = () =>
    fs.mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      throw new StorageFault(error);
    });
  /**
   * A new file, open for writing. The folder is made only when it is missing: at the first upload,
   * or after it was removed while the CMS runs (one mkdir per upload cost a tenth of the request).
   */
  const create = async (file: string) => {
    const open = () => fs.open(file, 'w', 0o600);
    try {
      return await open().catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await prepare();
        return open();
      });
    } catch (error) {
      throw error instanceof StorageFault ? error : new StorageFault(error);
    }
  };
  const removeFile = (file: string) =>
    fs.rm(file, { force: true }).catch((error: unknown) => {
      throw new StorageFault(error);
    });
  const isOlderThan = async (file: string, ageMs: number) => {
    const stat = await fs.stat(file).catch(() => null);
    // mtime: a file still being written is touched by every chunk, so it is never "old".
    return !!stat && stat.isFile() && Date.now() - stat.mtimeMs > ageMs;
  };

  return {
    where: dir,
    newKey: newStorageKey,

    async put(key, body: Readable) {
      const file = fileOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await create(file);
      } catch (fault) {
        body.destroy();
        throw fault;
      }
      const output = handle.createWriteStream();
      // Only the file system's own errors name a syscall; `output` is also destroyed with the
      // body's error when the upload breaks off, which stays the body's.
      let fault: StorageFault | null = null;
      output.on('error', (error: NodeJS.ErrnoException) => {
        if (error.syscall) fault ??= new StorageFault(error);
      });
      try {
        await pipeline(body, output);
      } catch (error) {
        await fs.rm(file, { force: true }).catch(() => undefined);
        throw fault ?? error;
      }
    },

    async open(key) {
      const handle = await fs.open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw new StorageFault(error);
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw new StorageFault(error);
      }
    },

    async remove(key) {
      await removeFile(fileOf(key));
      await removeFile(quarantinedFileOf(key));
    },

    async quarantine(key) {
      const target = quarantinedFileOf(key);
      try {
        await fs.mkdir(quarantined, { recursive: true, mode: 0o700 });
        // One folder, one file system: the move is a rename, whole or not at all.
        await fs.rename(fileOf(key), target);
        return true;
      } catch (error) {
        if (!isMissing(error)) throw new StorageFault(error);
        return exists(target);
      }
    },

    isQuarantined: (key) => exists(quarantinedFileOf(key)),

    async *listOlderThan(ageMs) {
      await prepare();
      // Leftovers of the old receive folder: no row ever named them.
      const incoming = path.join(dir, LEGACY_INCOMING);
      for (const name of await fs.readdir(incoming).catch(() => [] as string[])) {
        const file = path.join(incoming, name);
        if (await isOlderThan(file, ageMs)) await removeFile(file);
      }
      const names = await fs.readdir(dir).catch((error: unknown) => {
        throw new StorageFault(error);
      });
      let batch: string[] = [];
      for (const name of names) {
        if (!isStorageKey(name) || !(await isOlderThan(path.join(dir, name), ageMs))) continue;
        batch.push(name);
        if (batch.length === BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    },

    async probe() {
      await prepare();
      const file = path.join(dir, `.probe-${newStorageKey().slice(0, 16)}`);
      try {
        await fs.writeFile(file, 'ready', { mode: 0o600 });
      } catch (error) {
        throw new StorageFault(error);
      } finally {
        await fs.rm(file, { force: true }).catch(() => undefined);
      }
    },
  };
};
