// The submission window: whether a lead may be sent at a given instant. One rule, used by the CMS
// to refuse (403 SUBMISSIONS_CLOSED) and by the site to show the form, the "opens on" text or the
// closed text, so the two can never disagree about where the edges are.

/** The zone in which editors set the window and visitors read it. */
export const SUBMISSION_TIME_ZONE = 'Asia/Jerusalem';

/**
 * - `open`: a lead may be sent;
 * - `closed`: an editor's switch closed submissions (it wins over any dates);
 * - `notYetOpen`: before `opensAt`;
 * - `ended`: from `closesAt` on (the instant itself is already closed).
 */
export type SubmissionWindowState = 'open' | 'closed' | 'notYetOpen' | 'ended';

/** A moment as the rule accepts it: a Date, milliseconds since the epoch, or an ISO 8601 text. */
export type Moment = Date | number | string;

/** Milliseconds since the epoch, or null for no value or one that is not a date. */
export const toInstant = (value: Moment | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * Where `now` falls. A missing `opensAt` means open since always, a missing `closesAt` open for
 * ever; with neither, only the switch decides (as before the window existed).
 */
export const submissionWindowState = (
  now: Moment,
  isClosed: boolean,
  opensAt: Moment | null | undefined,
  closesAt: Moment | null | undefined,
): SubmissionWindowState => {
  if (isClosed) return 'closed';
  const at = toInstant(now) ?? Date.now();
  const closes = toInstant(closesAt);
  if (closes !== null && at >= closes) return 'ended';
  const opens = toInstant(opensAt);
  if (opens !== null && at < opens) return 'notYetOpen';
  return 'open';
};

/** The next instant strictly after `now` at which the window opens or closes, or null if none. */
export const nextWindowEdge = (
  now: Moment,
  opensAt: Moment | null | undefined,
  closesAt: Moment | null | undefined,
): number | null => {
  const at = toInstant(now) ?? Date.now();
  const later = [toInstant(opensAt), toInstant(closesAt)].filter((edge): edge is number => edge !== null && edge > at);
  return later.length ? Math.min(...later) : null;
};
