// A fixed-window counter per key (an IP address, an e-mail address): the one mechanism behind the
// lead submission limit (api::lead.rate-limiter) and the admin sign-in limit (api::auth.sign-in).
// Counts are kept in this process: with several CMS instances each keeps its own.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateWindow = { max: number; windowMs: number };

/** A fixed-window counter per key: at most `max` takes per key in each window of `windowMs`. */
export const createWindowedCounter = ({ max, windowMs }: RateWindow) => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = Date.now();

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, current] of windows) if (now - current.startedAt >= windowMs) windows.delete(key);
  };

  return {
    take(key: string): RateDecision {
      const now = Date.now();
      sweep(now);
      const current = windows.get(key);
      if (!current || now - current.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return { allowed: true };
      }
      if (current.count >= max) {
        return { allowed: false, retryAfterSeconds: Math.ceil((current.startedAt + windowMs - now) / 1000) };
      }
      current.count += 1;
      return { allowed: true };
    },
    /** Starts the key's window afresh (a successful sign-in clears its failed attempts). */
    forget(key: string) {
      windows.delete(key);
    },
  };
};
