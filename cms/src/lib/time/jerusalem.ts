// Time in Israel: the staff's days start at midnight in Asia/Jerusalem, whatever the server's zone,
// and every time the back office shows or exports is Jerusalem's wall clock.

export const LEADS_TIME_ZONE = 'Asia/Jerusalem';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LEADS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// Israel changes its offset only on whole hours, so one Intl call per hour of timestamps is
// enough; the export formats a million dates and Intl would dominate its time otherwise.
const offsetByHour = new Map<number, number>();

/** Milliseconds to add to a UTC instant to get the wall-clock time in Jerusalem. */
export const jerusalemOffsetMs = (utcMs: number): number => {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of offsetFormat.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = Number(part.value);
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - hour * HOUR_MS;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
};

/** The UTC instant at which the given calendar day begins in Jerusalem. */
export const startOfJerusalemDay = (year: number, month: number, day: number): Date => {
  const wallMidnight = Date.UTC(year, month - 1, day);
  const guess = wallMidnight - jerusalemOffsetMs(wallMidnight);
  return new Date(wallMidnight - jerusalemOffsetMs(guess));
};

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

// Leads come in bursts: the last minute formatted is often the next one asked for.
let lastMinute = NaN;
let lastMinuteText = '';

/** `YYYY-MM-DD HH:mm` in Jerusalem. */
export const formatJerusalemMinute = (utcMs: number): string => {
  const minute = Math.floor(utcMs / MINUTE_MS);
  if (minute === lastMinute) return lastMinuteText;
  const wall = new Date(utcMs + jerusalemOffsetMs(utcMs));
  lastMinute = minute;
  lastMinuteText = `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())} ${pad2(
    wall.getUTCHours(),
  )}:${pad2(wall.getUTCMinutes())}`;
  return lastMinuteText;
};

/** `YYYY-MM-DD` in Jerusalem. */
export const jerusalemDate = (utcMs: number): string => formatJerusalemMinute(utcMs).slice(0, 10);

const offsetText = (offsetMs: number): string => {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  return `${offsetMs < 0 ? '-' : '+'}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
};

/**
 * ISO 8601 with Jerusalem's offset at that instant, to the second: `2026-12-31T23:59:00+02:00`.
 * The same instant as the UTC form, but a person reading the API sees Israel's wall clock.
 */
export const jerusalemIso = (utcMs: number): string => {
  const offset = jerusalemOffsetMs(utcMs);
  const wall = new Date(Math.floor(utcMs / 1000) * 1000 + offset);
  const date = `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
  const time = `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`;
  return `${date}T${time}${offsetText(offset)}`;
};
