// Removes what a crash can leave in private storage: files that no lead or quarantined attempt
// points at (the upload was cut off, or its row was never written). Only files older than the
// longest a request may take: a younger one may belong to an upload still in flight, on this
// instance or another.

import type { AttachmentStore } from './attachment-store';

export type SweepCounts = { checked: number; removed: number };

/**
 * Answers how many old files it looked at and how many it removed. `referencedAmong` tells which
 * of some keys rows point at; a key it does not name is removed.
 */
export const sweepOrphans = async (
  store: AttachmentStore,
  referencedAmong: (keys: string[]) => Promise<Set<string>>,
  olderThanMs: number,
): Promise<SweepCounts> => {
  const counts: SweepCounts = { checked: 0, removed: 0 };
  for await (const keys of store.listOlderThan(olderThanMs)) {
    counts.checked += keys.length;
    const referenced = await referencedAmong(keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await store.remove(key);
      counts.removed += 1;
    }
  }
  return counts;
};
