// GET /api/leads/stats shaped for the dashboard's charts and their tables: every day of the
// campaign (a day without submissions is a zero, not a gap), every area and every status in their
// fixed order with their names in the reader's language. Pure functions: days are calendar days in Israel, as the
// server counts them.

import { FILE_SCAN_STATES, REVIEW_STATUSES } from '@vision/config';
import type { LeadStats } from '../../shared/api-types';
import { statusLabel } from '../../shared/labels/review-status';
import { fileScanLabel } from '../../shared/labels/file-scan';

export type Bar = { key: string; label: string; count: number };
export type DayBar = Bar & { /** "23.11.2026", for the table */ longLabel: string };

const TIME_ZONE = 'Asia/Jerusalem';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day in Israel of an instant, as YYYY-MM-DD. */
export const jerusalemDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const dayParts = (day: string) => day.split('-').map(Number);
/** "23.11" under a bar. */
const shortLabel = (day: string) => `${dayParts(day)[2]}.${dayParts(day)[1]}`;
/** "23.11.2026" in the table. */
const longLabel = (day: string) => dayParts(day).reverse().join('.');

/** The longest run of days drawn (a little over a year): a wrong `from` must not draw thousands. */
const MAX_DAYS = 400;

/**
 * Each day from the campaign's first day (`from`, else the first day with a submission) to its
 * last (`to`, else today in Israel), with its count; nothing when there is nothing to draw.
 */
export const daySeries = (
  byDay: LeadStats['byDay'],
  { from, to, today }: { from?: string; to?: string; today: string },
): DayBar[] => {
  const counts = new Map<string, number>();
  for (const { day, count } of byDay) if (DAY.test(day)) counts.set(day, (counts.get(day) ?? 0) + count);
  const known = [...counts.keys()].sort();
  const first = from && DAY.test(from) ? from : known[0];
  if (!first) return [];
  const lastKnown = known.at(-1) ?? first;
  const last = to && DAY.test(to) ? to : lastKnown > today ? lastKnown : today;
  const series: DayBar[] = [];
  for (let day = first; day <= last && series.length < MAX_DAYS; day = nextDay(day)) {
    series.push({ key: day, label: shortLabel(day), longLabel: longLabel(day), count: counts.get(day) ?? 0 });
  }
  return series;
};

/** Every area in the site's order by its name (zeros included); an unknown key as stored, last. */
export const areaSeries = (byArea: LeadStats['byArea'], labels: Record<string, string>): Bar[] => {
  const keys = [...Object.keys(labels), ...Object.keys(byArea).filter((key) => !(key in labels))];
  return keys.map((key) => ({
    key,
    label: labels[key] ?? key,
    count: (byArea as Record<string, number | undefined>)[key] ?? 0,
  }));
};

/** Every review status in its working order by its name in the reader's language (zeros included). */
export const statusSeries = (byStatus: LeadStats['byStatus']): Bar[] =>
  REVIEW_STATUSES.map((status) => ({ key: status, label: statusLabel(status), count: byStatus[status] ?? 0 }));

/** Every scan state of the files in the order a file goes through them, by its name (zeros included). */
export const fileScanSeries = (byFileScan: LeadStats['byFileScan']): Bar[] =>
  FILE_SCAN_STATES.map((state) => ({ key: state, label: fileScanLabel(state), count: byFileScan?.[state] ?? 0 }));

/** A total that adds up what a series shows, to say beside the chart. */
export const sumOf = (bars: Bar[]) => bars.reduce((total, bar) => total + bar.count, 0);
