// How many of the form's parts are mounted: the first at once, then one more in each idle moment
// until all are. Mounted in one go, the form's rendering, its new elements and their first layout
// made one task of about 200 ms on a slow phone; part by part, each is a task of its own that the
// browser fits between frames and the visitor's input. All parts are there well within a second,
// long before a visitor scrolls to the form.

import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/** A busy page mounts the next part after this long anyway. */
export const NEXT_PART_TIMEOUT_MS = 300;

export const useStagedMount = (parts: number): number => {
  const [mounted, setMounted] = useState(1);

  useEffect(() => {
    if (mounted >= parts) return undefined;
    return whenIdle(() => startTransition(() => setMounted((count) => count + 1)), NEXT_PART_TIMEOUT_MS);
  }, [mounted, parts]);

  return Math.min(mounted, parts);
};
