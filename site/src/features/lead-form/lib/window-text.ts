// The submission window in the visitor's words: dates and times as a clock in Israel shows them
// (whatever the visitor's device is set to), and the time left in Hebrew with its plural forms.

import { SUBMISSION_TIME_ZONE, fillText } from '@vision/config';

/**
 * Made on first use, not as the module loads: a formatter costs milliseconds to build (its locale
 * and time zone data), and most visitors see no date at all while the page starts.
 */
const lazily = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const date = lazily(
  () =>
    new Intl.DateTimeFormat('he-IL', {
      timeZone: SUBMISSION_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const time = lazily(
  () =>
    new Intl.DateTimeFormat('he-IL', {
      timeZone: SUBMISSION_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const unit = (name: 'hour' | 'minute') =>
  lazily(() => new Intl.NumberFormat('he-IL', { style: 'unit', unit: name, unitDisplay: 'long' }));
const hours = unit('hour');
const minutes = unit('minute');
const and = lazily(() => new Intl.ListFormat('he', { type: 'conjunction' }));

const MINUTE_MS = 60_000;

/** Fills a text's {date} and {time}: "אפשר להגיש עד יום חמישי, 31 בדצמבר 2026, בשעה 23:59". */
export const fillMoment = (text: string, instant: number): string =>
  fillText(text, { date: date().format(instant), time: time().format(instant) });

/**
 * "5 שעות ו-12 דקות", "שעתיים", "1 דקה": whole minutes, rounded up, so the last seconds still say
 * a minute is left and never "0 דקות".
 */
export const timeLeftText = (ms: number): string => {
  const left = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const wholeHours = Math.floor(left / 60);
  const parts = [];
  if (wholeHours > 0) parts.push(hours().format(wholeHours));
  if (left % 60 > 0) parts.push(minutes().format(left % 60));
  return and().format(parts);
};
