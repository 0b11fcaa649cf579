import { nextWindowEdge, submissionWindowState, toInstant } from '../submission-window';

const at = (iso: string) => Date.parse(iso);

describe('the submission window', () => {
  it('is open with no dates, and closed by the switch whatever the dates say', () => {
    expect(submissionWindowState(at('2026-06-01T12:00:00+03:00'), false, null, null)).toBe('open');
    expect(submissionWindowState(at('2026-06-01T12:00:00+03:00'), true, null, null)).toBe('closed');
    expect(
      submissionWindowState(
        at('2026-06-01T12:00:00+03:00'),
        true,
        '2026-01-01T00:00:00+02:00',
        '2026-12-31T23:59:00+02:00',
      ),
    ).toBe('closed');
  });

  it('is open until the millisecond before closesAt and closed from closesAt itself', () => {
    const closesAt = '2026-12-31T23:59:00+02:00';
    const closes = at(closesAt);
    expect(submissionWindowState(closes - 1, false, null, closesAt)).toBe('open');
    expect(submissionWindowState(closes, false, null, closesAt)).toBe('ended');
    expect(submissionWindowState(closes + 1, false, null, closesAt)).toBe('ended');
  });

  it('opens at opensAt itself, not a millisecond earlier', () => {
    const opensAt = '2026-11-01T09:00:00+02:00';
    expect(submissionWindowState(at(opensAt) - 1, false, opensAt, null)).toBe('notYetOpen');
    expect(submissionWindowState(at(opensAt), false, opensAt, null)).toBe('open');
  });

  // Israel moves to summer time on Friday 27 March 2026 at 02:00 (the clock jumps to 03:00) and back
  // on Sunday 25 October 2026 at 02:00 (the clock returns to 01:00).
  it('closes at the right instant across the spring change to summer time', () => {
    // 03:30 summer time exists only after the jump: 00:30 UTC.
    const closesAt = '2026-03-27T03:30:00+03:00';
    expect(at(closesAt)).toBe(Date.UTC(2026, 2, 27, 0, 30));
    // 01:59:59.999 winter time, half an hour earlier in UTC, is still open.
    expect(submissionWindowState('2026-03-27T01:59:59.999+02:00', false, null, closesAt)).toBe('open');
    expect(submissionWindowState('2026-03-27T03:29:59.999+03:00', false, null, closesAt)).toBe('open');
    expect(submissionWindowState('2026-03-27T03:30:00+03:00', false, null, closesAt)).toBe('ended');
  });

  it('closes at the right instant across the autumn change back to winter time', () => {
    // 01:30 happens twice on 25 October; the offset says which one is meant: the second (+02:00).
    const closesAt = '2026-10-25T01:30:00+02:00';
    const firstHalfPastOne = '2026-10-25T01:30:00+03:00';
    expect(at(closesAt) - at(firstHalfPastOne)).toBe(3_600_000);
    expect(submissionWindowState(firstHalfPastOne, false, null, closesAt)).toBe('open');
    expect(submissionWindowState(at(closesAt) - 1, false, null, closesAt)).toBe('open');
    expect(submissionWindowState(closesAt, false, null, closesAt)).toBe('ended');
  });

  it('reads a window whose end comes before its start as never open', () => {
    const opensAt = '2026-12-01T00:00:00+02:00';
    const closesAt = '2026-11-01T00:00:00+02:00';
    for (const now of ['2026-10-15T00:00:00+03:00', '2026-11-15T00:00:00+02:00', '2026-12-15T00:00:00+02:00']) {
      expect(submissionWindowState(now, false, opensAt, closesAt)).not.toBe('open');
    }
  });

  it('ignores a date that cannot be read rather than closing on it', () => {
    expect(toInstant('not a date')).toBeNull();
    expect(submissionWindowState(at('2026-06-01T12:00:00+03:00'), false, 'nonsense', '')).toBe('open');
  });

  it('names the next edge after now, for caches that must not outlive it', () => {
    const opensAt = '2026-11-01T09:00:00+02:00';
    const closesAt = '2026-12-31T23:59:00+02:00';
    expect(nextWindowEdge(at('2026-10-01T00:00:00+03:00'), opensAt, closesAt)).toBe(at(opensAt));
    expect(nextWindowEdge(at(opensAt), opensAt, closesAt)).toBe(at(closesAt));
    expect(nextWindowEdge(at(closesAt), opensAt, closesAt)).toBeNull();
    expect(nextWindowEdge(0, null, null)).toBeNull();
  });
});
