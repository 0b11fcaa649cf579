// A per-IP limit on lead submissions: LEAD_RATE_LIMIT_MAX per LEAD_RATE_LIMIT_WINDOW_SECONDS
// (default 20 per 10 minutes, generous enough for an office behind one NAT address).
// Counts are kept in this process: with several CMS instances each keeps its own, so the
// effective limit is per instance; a shared store would be the next step.

import { createWindowedCounter, type RateWindow } from '../../../utils/windowed-counter';

const config = (): RateWindow => ({
  max: Number(process.env.LEAD_RATE_LIMIT_MAX ?? 20),
  windowMs: Number(process.env.LEAD_RATE_LIMIT_WINDOW_SECONDS ?? 600) * 1000,
});

export default () => createWindowedCounter(config);
