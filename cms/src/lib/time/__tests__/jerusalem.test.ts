import { jerusalemIso } from '../jerusalem';

describe('jerusalemIso: an instant as a clock in Israel shows it, with the offset', () => {
  it('writes a winter instant with +02:00', () => {
    expect(jerusalemIso(Date.parse('2026-12-31T21:59:00Z'))).toBe('2026-12-31T23:59:00+02:00');
  });

  it('writes a summer instant with +03:00', () => {
    expect(jerusalemIso(Date.parse('2026-07-01T09:00:00Z'))).toBe('2026-07-01T12:00:00+03:00');
  });

  it('jumps from 01:59:59 to 03:00:00 on 27 March 2026 (summer time begins)', () => {
    const change = Date.parse('2026-03-27T00:00:00Z');
    expect(jerusalemIso(change - 1000)).toBe('2026-03-27T01:59:59+02:00');
    expect(jerusalemIso(change)).toBe('2026-03-27T03:00:00+03:00');
  });

  it('shows 01:30 twice on 25 October 2026 (summer time ends), told apart by the offset', () => {
    expect(jerusalemIso(Date.parse('2026-10-24T22:30:00Z'))).toBe('2026-10-25T01:30:00+03:00');
    expect(jerusalemIso(Date.parse('2026-10-24T23:30:00Z'))).toBe('2026-10-25T01:30:00+02:00');
  });

  it('names the same instant it was given', () => {
    for (const iso of ['2026-03-27T00:00:00Z', '2026-10-24T23:00:00Z', '2026-12-31T21:59:00Z']) {
      expect(Date.parse(jerusalemIso(Date.parse(iso)))).toBe(Date.parse(iso));
    }
  });
});
