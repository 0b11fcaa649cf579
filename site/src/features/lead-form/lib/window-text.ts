// The submission window in the visitor's words: dates and times as a clock in Israel shows them
// (whatever the visitor's device is set to), and the time left in Hebrew with its plural forms.

import { SUBMISSION_TIME_ZONE, fillText } from '@vision/config';

const DATE = new Intl.DateTimeFormat('he-IL', {
  timeZone: SUBMISSION_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('he-IL', {
  timeZone: SUBMISSION_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const unit = (name: 'hour' | 'minute') =>
  new Intl.NumberFormat('he-IL', { style: 'unit', unit: name, unitDisplay: 'long' });
const HOURS = unit('hour');
const MINUTES = unit('minute');
const AND = new Intl.ListFormat('he', { type: 'conjunction' });

const MINUTE_MS = 60_000;

/** Fills a text's {date} and {time}: "אפשר להגיש עד יום חמישי, 31 בדצמבר 2026, בשעה 23:59". */
export const fillMoment = (text: string, instant: number): string =>
  fillText(text, { date: DATE.format(instant), time: TIME.format(instant) });

/**
 * "5 שעות ו-12 דקות", "שעתיים", "1 דקה": whole minutes, rounded up, so the last seconds still say
 * a minute is left and never "0 דקות".
 */
export const timeLeftText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const parts = [];
  if (hours > 0) parts.push(HOURS.format(hours));
  if (minutes % 60 > 0) parts.push(MINUTES.format(minutes % 60));
  return AND.format(parts);
};
