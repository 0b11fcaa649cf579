import { hebrewNumber, jerusalemDateTime, yesNo } from '../display';

describe('values as the panel says them', () => {
  it('shows times as a clock in Israel shows them, in winter and in summer', () => {
    expect(jerusalemDateTime('2026-01-15T22:30:00.000Z')).toMatch(/16\.1\.2026.*00:30/);
    expect(jerusalemDateTime('2026-07-01T09:05:00.000Z')).toMatch(/1\.7\.2026.*12:05/);
  });

  it('shows a dash for a missing or broken time', () => {
    expect(jerusalemDateTime(null)).toBe('—');
    expect(jerusalemDateTime('not a date')).toBe('—');
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
