// Which backup copies the scheduled backup keeps (docs/deployment.md, "Backups and restore"): the
// newest of each of the last BACKUP_KEEP_DAILY days that have one, and the newest of each of the
// last BACKUP_KEEP_WEEKLY weeks (Sunday to Saturday, Israel time) that have one. Days without a
// backup (it failed) do not count, so failures never delete the copies still good. An incomplete
// backup (no manifest) a day old is a crashed run's leftovers.

import { jerusalemDate } from '../time/jerusalem';

export type Copy = { name: string; startedAt: Date; complete: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Sunday that starts the Israel-time week of `at`, as YYYY-MM-DD. */
const weekOf = (at: Date) => {
  const [year, month, date] = jerusalemDate(at.getTime()).split('-').map(Number);
  const day = new Date(Date.UTC(year, month - 1, date));
  return new Date(day.getTime() - day.getUTCDay() * DAY_MS).toISOString().slice(0, 10);
};

/** The newest copy of each period, newest period first, `count` periods. */
const newestPer = (copies: Copy[], period: (at: Date) => string, count: number) => {
  const seen = new Map<string, string>();
  for (const copy of copies) if (!seen.has(period(copy.startedAt))) seen.set(period(copy.startedAt), copy.name);
  return [...seen.values()].slice(0, count);
};

/** The names of the copies to delete now. */
export const copiesToDelete = (copies: readonly Copy[], keep: { daily: number; weekly: number }, now: Date) => {
  const complete = copies.filter((copy) => copy.complete).sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const kept = new Set([
    ...newestPer(complete, (at) => jerusalemDate(at.getTime()), keep.daily),
    ...newestPer(complete, weekOf, keep.weekly),
  ]);
  return copies
    .filter((copy) => (copy.complete ? !kept.has(copy.name) : now.getTime() - copy.startedAt.getTime() > DAY_MS))
    .map((copy) => copy.name);
};
