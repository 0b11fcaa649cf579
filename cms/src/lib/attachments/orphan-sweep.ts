// Removes what a crash can leave in private storage: files that no lead or quarantined attempt
// points at (the upload was cut off, or its row was never written), and leftovers of the old
// `.incoming/` folder where earlier versions received uploads. Only old files: another CMS instance
// may be receiving a file right now.

import { promises as fs } from 'fs';
import path from 'path';
import { isStorageKey, removeQuietly, type AttachmentStore } from './storage';

const INCOMING = '.incoming';

/** Old enough that no running instance can still be writing it or its row. */
const ORPHAN_AGE_MS = 15 * 60 * 1000;

/** Names looked up per query, so a million attachments never sit in memory at once. */
const BATCH = 500;

const isOld = async (file: string) => {
  const stat = await fs.stat(file).catch(() => null);
  return !!stat && Date.now() - stat.mtimeMs > ORPHAN_AGE_MS;
};

/** Answers how many files it removed. `referencedAmong` tells which of some names rows point at. */
export const sweepOrphans = async (
  store: AttachmentStore,
  referencedAmong: (names: string[]) => Promise<Set<string>>,
): Promise<number> => {
  await store.prepare();
  let removed = 0;
  const incoming = path.join(store.dir, INCOMING);
  for (const name of await fs.readdir(incoming).catch(() => [] as string[])) {
    const file = path.join(incoming, name);
    if (await isOld(file)) {
      await removeQuietly(file);
      removed += 1;
    }
  }
  const names = (await fs.readdir(store.dir)).filter(isStorageKey);
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const referenced = await referencedAmong(batch);
    for (const name of batch) {
      const file = store.pathOf(name);
      if (!referenced.has(name) && (await isOld(file))) {
        await removeQuietly(file);
        removed += 1;
      }
    }
  }
  return removed;
};
