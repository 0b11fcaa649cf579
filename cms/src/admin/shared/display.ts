// How the panel says a stored value: dates and times in Israel (whatever the reader's computer is
// set to), yes/no for booleans, numbers the way the reader's language writes them. Unit-tested.

import { intlLocale, textOf } from './messages';
import { SHARED_MESSAGES } from './shared-messages';

const TIME_ZONE = 'Asia/Jerusalem';

/** A moment as a clock in Israel shows it, to the minute. */
const CLOCK_IN_ISRAEL: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const dateTime = () => new Intl.DateTimeFormat(intlLocale(), CLOCK_IN_ISRAEL);
const weekdayDateTime = () => new Intl.DateTimeFormat(intlLocale(), { ...CLOCK_IN_ISRAEL, weekday: 'long' });

/** A stored instant through `format`; `none` for no value or garbage. */
const instantText = (format: Intl.DateTimeFormat, value: unknown, none: string): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return none;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? none : format.format(instant);
};

/** "23.11.2026, 12:54": an instant as a clock in Israel shows it; '—' for none or garbage. */
export const jerusalemDateTime = (value: unknown): string => instantText(dateTime(), value, '—');

export const yesNo = (value: unknown): string =>
  value === true || value === 'true'
    ? textOf(SHARED_MESSAGES, 'vision.shared.yes')
    : value === false || value === 'false'
      ? textOf(SHARED_MESSAGES, 'vision.shared.no')
      : '—';

export const hebrewNumber = (value: unknown, maximumFractionDigits = 2): string => {
  const number = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(number)
    ? '—'
    : new Intl.NumberFormat(intlLocale(), { maximumFractionDigits }).format(number);
};

/** "יום חמישי, 31.12.2026, 23:59": a moment an editor sets, with its weekday, in Israel; '' for none. */
export const jerusalemWeekdayDateTime = (value: unknown): string => instantText(weekdayDateTime(), value, '');

/** Whether this computer's clock is set to Israel's zone (then its picker shows Israel time). */
export const browserIsInIsrael = (zone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean =>
  zone === TIME_ZONE || zone === 'Asia/Tel_Aviv' || zone === 'Israel';
