// Which backup copies the scheduled backup keeps: the newest of each of the last N days and of the
// last M weeks (Israel time), never fewer because backups failed, and a crashed run's leftovers.
import { copiesToDelete, type Copy } from '../kept-copies';

const at = (iso: string) => new Date(iso);
/** One complete copy a day at 02:00 Israel time (23:00 or 00:00 UTC), for `days` days before `last`. */
const daily = (last: string, days: number): Copy[] =>
  Array.from({ length: days }, (_, n) => {
    const startedAt = new Date(at(last).getTime() - n * 24 * 60 * 60 * 1000);
    return { name: `copy-${startedAt.toISOString().slice(0, 10)}`, startedAt, complete: true };
  });

describe('the copies the scheduled backup keeps', () => {
  const now = at('2026-11-27T00:30:00Z'); // Friday 27 November, 02:30 in Israel

  it('keeps the last 7 days and the newest copy of each of the last 4 weeks, and deletes the rest', () => {
    const copies = daily('2026-11-27T00:00:00Z', 60);
    const deleted = new Set(copiesToDelete(copies, { daily: 7, weekly: 4 }, now));
    const kept = copies.filter((copy) => !deleted.has(copy.name)).map((copy) => copy.name);
    expect(kept).toEqual([
      // the last seven days (the newest of this week among them)
      'copy-2026-11-27',
      'copy-2026-11-26',
      'copy-2026-11-25',
      'copy-2026-11-24',
      'copy-2026-11-23',
      'copy-2026-11-22',
      'copy-2026-11-21', // Saturday: the newest of last week
      // the newest (Saturday's) of the two weeks before
      'copy-2026-11-14',
      'copy-2026-11-07',
    ]);
  });

  it('keeps the daily copies there are when backups failed for days: a failure never costs a good copy', () => {
    const copies = [...daily('2026-11-16T00:00:00Z', 3)];
    expect(copiesToDelete(copies, { daily: 7, weekly: 0 }, now)).toEqual([]);
    expect(copiesToDelete(copies, { daily: 2, weekly: 0 }, now)).toEqual(['copy-2026-11-14']);
  });

  it('counts two copies of one day once, keeping the newer', () => {
    const copies: Copy[] = [
      { name: 'manual', startedAt: at('2026-11-26T15:00:00Z'), complete: true },
      { name: 'scheduled', startedAt: at('2026-11-26T00:00:00Z'), complete: true },
      { name: 'yesterday', startedAt: at('2026-11-25T00:00:00Z'), complete: true },
    ];
    expect(copiesToDelete(copies, { daily: 2, weekly: 0 }, now)).toEqual(['scheduled']);
  });

  it('deletes an incomplete copy once it is a day old, never one that may still be written', () => {
    const copies: Copy[] = [
      { name: 'running', startedAt: at('2026-11-27T00:00:00Z'), complete: false },
      { name: 'crashed', startedAt: at('2026-11-25T00:00:00Z'), complete: false },
      { name: 'good', startedAt: at('2026-11-26T00:00:00Z'), complete: true },
    ];
    expect(copiesToDelete(copies, { daily: 7, weekly: 4 }, now)).toEqual(['crashed']);
  });
});
