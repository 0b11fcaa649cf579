// GET /api/leads/stats: how many leads the filters match, per day in Asia/Jerusalem, per area, per
// review status and per state of the file's malware scan. One aggregate query grouped by (received
// day, area, status, scan state), which the leads_review_stats_idx index covers, folded here; the
// groups number days × areas × statuses × scan states at most, whatever the number of leads.

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
import { LEAD_UID } from '../../../lib/uids';

export type LeadStats = {
  total: number;
  byDay: { day: string; count: number }[];
  byArea: Record<AreaKey, number>;
  byStatus: Record<ReviewStatus, number>;
  byFileScan: Record<FileScanState, number>;
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
    const query = filteredLeads(strapi, filters)
      .select([...groups, knex.raw('count(*)')])
      .groupBy(groups);
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
