import { browserIsInIsrael, hebrewNumber, jerusalemDateTime, jerusalemWeekdayDateTime, yesNo } from '../display';

describe('values as the panel says them', () => {
  it('shows times as a clock in Israel shows them, in winter and in summer', () => {
    expect(jerusalemDateTime('2026-01-15T22:30:00.000Z')).toMatch(/16\.1\.2026.*00:30/);
    expect(jerusalemDateTime('2026-07-01T09:05:00.000Z')).toMatch(/1\.7\.2026.*12:05/);
  });

  it('shows a dash for a missing or broken time', () => {
    expect(jerusalemDateTime(null)).toBe('—');
    expect(jerusalemDateTime('not a date')).toBe('—');
  });

  it('shows a window edge with its weekday in Israel time, on both sides of the October change', () => {
    expect(jerusalemWeekdayDateTime('2026-12-31T21:59:00.000Z')).toMatch(/יום חמישי.*31\.12\.2026.*23:59/);
    expect(jerusalemWeekdayDateTime('2026-10-24T22:30:00.000Z')).toMatch(/25\.10\.2026.*01:30/);
    expect(jerusalemWeekdayDateTime('2026-10-24T23:30:00.000Z')).toMatch(/25\.10\.2026.*01:30/);
    expect(jerusalemWeekdayDateTime(null)).toBe('');
  });

  it('knows whether the computer is set to Israel time', () => {
    expect([browserIsInIsrael('Asia/Jerusalem'), browserIsInIsrael('Europe/London')]).toEqual([true, false]);
  });

  it('says yes and no in Hebrew', () => {
    expect([yesNo(true), yesNo(false), yesNo('true'), yesNo(null)]).toEqual(['כן', 'לא', 'כן', '—']);
  });

  it('writes numbers the Hebrew way', () => {
    expect(hebrewNumber(0.3)).toBe('0.3');
    expect(hebrewNumber(1234567, 0)).toBe('1,234,567');
    expect(hebrewNumber(null)).toBe('—');
  });
});
