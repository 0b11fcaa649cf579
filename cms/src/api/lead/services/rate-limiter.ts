// A per-IP limit on lead submissions: LEAD_RATE_LIMIT_MAX per LEAD_RATE_LIMIT_WINDOW_SECONDS
// (default 20 per 10 minutes, generous enough for an office behind one NAT address).
// Counts are kept in this process: with several CMS instances each keeps its own, so the
// effective limit is per instance; a shared store would be the next step.

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const config = () => ({
  max: Number(process.env.LEAD_RATE_LIMIT_MAX ?? 20),
  windowMs: Number(process.env.LEAD_RATE_LIMIT_WINDOW_SECONDS ?? 600) * 1000,
});

export default () => {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = Date.now();

  const sweep = (now: number, windowMs: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [ip, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(ip);
  };

  return {
    take(ip: string): RateDecision {
      const { max, windowMs } = config();
      const now = Date.now();
      sweep(now, windowMs);
      const window = windows.get(ip);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(ip, { startedAt: now, count: 1 });
        return { allowed: true };
      }
      if (window.count >= max) {
        return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + windowMs - now) / 1000) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
};
