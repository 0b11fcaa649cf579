// How the panel says a stored value in Hebrew: dates and times in Israel (whatever the reader's
// computer is set to), yes/no for booleans, numbers the Hebrew way. Pure functions, unit-tested.

const TIME_ZONE = 'Asia/Jerusalem';

const DATE_TIME = new Intl.DateTimeFormat('he-IL', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23.11.2026, 12:54": an instant as a clock in Israel shows it; '—' for none or garbage. */
export const jerusalemDateTime = (value: unknown): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '—' : DATE_TIME.format(instant);
};

export const yesNo = (value: unknown): string =>
  value === true || value === 'true' ? 'כן' : value === false || value === 'false' ? 'לא' : '—';

export const hebrewNumber = (value: unknown, maximumFractionDigits = 2): string => {
  const number = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(number)
    ? '—'
    : new Intl.NumberFormat('he-IL', { maximumFractionDigits }).format(number);
};

const WEEKDAY_DATE_TIME = new Intl.DateTimeFormat('he-IL', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "יום חמישי, 31.12.2026, 23:59": a moment an editor sets, with its weekday, in Israel; '' for none. */
export const jerusalemWeekdayDateTime = (value: unknown): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : WEEKDAY_DATE_TIME.format(instant);
};

/** Whether this computer's clock is set to Israel's zone (then its picker shows Israel time). */
export const browserIsInIsrael = (zone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean =>
  zone === TIME_ZONE || zone === 'Asia/Tel_Aviv' || zone === 'Israel';
