// GET /api/leads/stats: how many leads the filters match, per day in Asia/Jerusalem, per area, per
// review status and per state of the file's malware scan. One aggregate query grouped by (received
// day, area, status, scan state), which the leads_review_stats_idx index covers, folded here; the
// groups number days × areas × statuses × scan states at most, whatever the number of leads.
//
// Bounded whatever the planner knows (SQLite has no statistics unless ANALYZE runs; PostgreSQL's
// autovacuum may not have run yet): a date range is also asked of `receivedDay`, the index's first
// column, so the index is read from the range's first day only; and on SQLite the query names the
// index (INDEXED BY), since without statistics it took the one-column status index and then read
// a fifth of the rows one by one (665 ms at 1M leads, against a pass over the index alone).

import type { Core } from '@strapi/strapi';
import {
  AREA_KEYS,
  FILE_SCAN_STATES,
  isAreaKey,
  isFileScanState,
  isReviewStatus,
  REVIEW_STATUSES,
  type AreaKey,
  type FileScanState,
  type ReviewStatus,
} from '@vision/config';
import { leadTables } from '../../../lib/database/lead-tables';
import { rawRows } from '../../../lib/database/raw-rows';
import { filteredLeads, type LeadFilters } from '../../../lib/leads/filtered-leads';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { LEAD_UID } from '../../../lib/uids';
import { REVIEW_STATS_INDEX } from '../content-types/lead/schema';

export type LeadStats = {
  total: number;
  byDay: { day: string; count: number }[];
  byArea: Record<AreaKey, number>;
  byStatus: Record<ReviewStatus, number>;
  byFileScan: Record<FileScanState, number>;
};

/** Whether `at` is a midnight in Jerusalem (a whole-day bound of the list's filters). */
const isDayStart = (at: Date) => jerusalemDate(at.getTime()) !== jerusalemDate(at.getTime() - 1);

/**
 * The filters with their date range as received days where it is whole days (the same leads:
 * `receivedDay` is the Jerusalem day of `createdAt`), and the received-day bounds to add.
 */
const dayRangeOf = (filters: LeadFilters) => {
  const rest: LeadFilters = { ...filters };
  const bounds: [string, string][] = [];
  if (filters.from) {
    bounds.push(['>=', jerusalemDate(filters.from.getTime())]);
    if (isDayStart(filters.from)) delete rest.from;
  }
  if (filters.to) {
    // Up to the day of the last instant the range takes in.
    const last = filters.toInclusive ? filters.to.getTime() : filters.to.getTime() - 1;
    bounds.push(['<=', jerusalemDate(last)]);
    if (!filters.toInclusive && isDayStart(filters.to)) {
      delete rest.to;
      delete rest.toInclusive;
    }
  }
  return { rest, bounds };
};

const zeroes = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

const leadStats = ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(filters: LeadFilters): Promise<LeadStats> {
    const knex = strapi.db.connection;
    const t = leadTables(strapi, LEAD_UID);
    const groups = ['receivedDay', 'visionSubmissionArea', 'reviewStatus', 'fileScan'].map(
      (attribute) => `l.${t.column(attribute)}`,
    );
    const { rest, bounds } = dayRangeOf(filters);
    const query = filteredLeads(strapi, rest)
      .select([...groups, knex.raw('count(*)')])
      .groupBy(groups);
    for (const [operator, day] of bounds) query.where(groups[0], operator, day);
    if (strapi.db.dialect.client === 'sqlite')
      query.from(knex.raw('?? AS l INDEXED BY ??', [t.table, REVIEW_STATS_INDEX]));
    const stats: LeadStats = {
      total: 0,
      byDay: [],
      byArea: zeroes(AREA_KEYS),
      byStatus: zeroes(REVIEW_STATUSES),
      byFileScan: zeroes(FILE_SCAN_STATES),
    };
    const byDay = new Map<string, number>();
    for (const [day, area, status, fileScan, value] of await rawRows(strapi, query)) {
      const count = Number(value);
      stats.total += count;
      if (typeof day === 'string') byDay.set(day, (byDay.get(day) ?? 0) + count);
      if (isAreaKey(area)) stats.byArea[area] += count;
      if (isReviewStatus(status)) stats.byStatus[status] += count;
      if (isFileScanState(fileScan)) stats.byFileScan[fileScan] += count;
    }
    stats.byDay = [...byDay.keys()].sort().map((day) => ({ day, count: byDay.get(day)! }));
    return stats;
  },
});

export default leadStats;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-stats': ReturnType<typeof leadStats>;
  }
}
