// Where the page stands in the submission window, now: re-rendered at each edge of the window (the
// form gives way to the closed text at the second it ends, as the CMS refuses from then on) and,
// in the last 48 hours, at each minute for the countdown. No timer runs otherwise.

import { nextWindowEdge, submissionWindowState, type SubmissionWindowState } from '@vision/config';
import { useEffect, useState } from 'react';
import { useSiteContent } from '@/lib/settings/use-site-content';

export const COUNTDOWN_MS = 48 * 3_600_000;
const MINUTE_MS = 60_000;
/** setTimeout's longest delay (about 24.8 days); a later edge is re-aimed at when this fires. */
const MAX_DELAY_MS = 2_147_483_647;

export type SubmissionWindow = {
  state: SubmissionWindowState;
  opensAt: number | null;
  closesAt: number | null;
  /** Milliseconds until closesAt while it is under 48 hours away and the window is open, else null. */
  countdownMs: number | null;
};

/** When the page must look again: the next edge, or in the countdown the next whole minute. */
const nextChange = (now: number, opensAt: number | null, closesAt: number | null): number | null => {
  const edge = nextWindowEdge(now, opensAt, closesAt);
  if (closesAt !== null && closesAt > now && closesAt - now <= COUNTDOWN_MS + MINUTE_MS) {
    const nextMinute = closesAt - Math.floor((closesAt - now - 1) / MINUTE_MS) * MINUTE_MS;
    const minuteMark = nextMinute > now ? nextMinute : now + MINUTE_MS;
    return edge === null ? minuteMark : Math.min(edge, minuteMark);
  }
  return edge;
};

export const useSubmissionWindow = (): SubmissionWindow => {
  const { isClosed, opensAt, closesAt } = useSiteContent().content;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // Measured from the clock this render used: an edge that passed since (the settings arrived
    // late, the laptop slept) is due at once.
    const change = nextChange(now, opensAt, closesAt);
    if (change === null) return undefined;
    const delay = Math.min(Math.max(0, change - Date.now()), MAX_DELAY_MS);
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [now, opensAt, closesAt]);

  const state = submissionWindowState(now, isClosed, opensAt, closesAt);
  const left = closesAt === null ? null : closesAt - now;
  return {
    state,
    opensAt,
    closesAt,
    countdownMs: state === 'open' && left !== null && left <= COUNTDOWN_MS ? left : null,
  };
};
