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
