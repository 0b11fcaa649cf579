// The submission window in the visitor's words: dates and times as a clock in Israel shows them
// (whatever the visitor's device is set to), in the page's language, and the time left with that
// language's plural forms. Formatted as in Israel (he-IL, ar-IL, en-IL: English with the day
// before the month), Arabic with the Western digits of Israel's Arabic press and of the phone
// numbers and references beside them.

import { SUBMISSION_TIME_ZONE, fillText, type LocaleCode } from '@vision/config';

/**
 * Made on first use, not as the module loads: a formatter costs milliseconds to build (its locale
 * and time zone data), and most visitors see no date at all while the page starts.
 */
const lazily = <T>(make: (locale: LocaleCode) => T): ((locale: LocaleCode) => T) => {
  const made = new Map<LocaleCode, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
};

const inIsrael = (locale: LocaleCode) => (locale === 'ar' ? 'ar-IL-u-nu-latn' : `${locale}-IL`);

const date = lazily(
  (locale) =>
    new Intl.DateTimeFormat(inIsrael(locale), {
      timeZone: SUBMISSION_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const time = lazily(
  (locale) =>
    new Intl.DateTimeFormat(inIsrael(locale), {
      timeZone: SUBMISSION_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const unit = (name: 'hour' | 'minute') =>
  lazily((locale) => new Intl.NumberFormat(inIsrael(locale), { style: 'unit', unit: name, unitDisplay: 'long' }));
const hours = unit('hour');
const minutes = unit('minute');
const and = lazily((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

const MINUTE_MS = 60_000;

/** Fills a text's {date} and {time}: "אפשר להגיש עד יום חמישי, 31 בדצמבר 2026, בשעה 23:59". */
export const fillMoment = (text: string, instant: number, locale: LocaleCode = 'he'): string =>
  fillText(text, { date: date(locale).format(instant), time: time(locale).format(instant) });

/**
 * "5 שעות ו-12 דקות", "שעתיים", "1 דקה": whole minutes, rounded up, so the last seconds still say
 * a minute is left and never "0 דקות".
 */
export const timeLeftText = (ms: number, locale: LocaleCode = 'he'): string => {
  const left = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const wholeHours = Math.floor(left / 60);
  const parts = [];
  if (wholeHours > 0) parts.push(hours(locale).format(wholeHours));
  if (left % 60 > 0) parts.push(minutes(locale).format(left % 60));
  return and(locale).format(parts);
};
