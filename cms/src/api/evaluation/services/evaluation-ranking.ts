// GET /api/evaluation/ranking: the leads by the committee's weighted mean, best first, ties oldest
// first, leads without a submitted score last, with the list's filters. A page is a limit over the
// lead's ranking index (lib/evaluation/ranking.ts), never a sort of every lead.

import type { Core } from '@strapi/strapi';
import type { AreaKey, RankedLead } from '@vision/config';
import { leadTables } from '../../../lib/database/lead-tables';
import { meanOf } from '../../../lib/evaluation/lead-scores';
import { bestFirst, rankedLeads, type RankingFilters } from '../../../lib/evaluation/ranking';
import { paginationMeta, type PageRequest } from '../../../lib/http/paging';
import { LEAD_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

export type RankingRequest = PageRequest & RankingFilters;

type RankedRow = {
  id: string;
  reference: string;
  area: AreaKey;
  scoreMean: number | string | null;
  scoreCount: number | string | null;
  scoreDisagreement: boolean | number | null;
};

const evaluationRanking = ({ strapi }: { strapi: Core.Strapi }) => ({
  async ranking(request: RankingRequest) {
    const t = leadTables(strapi, LEAD_UID);
    const column = (attribute: string, name: string) => `l.${t.column(attribute)} as ${name}`;
    const [countRow, rows, settings] = await Promise.all([
      rankedLeads(strapi, request).count({ total: 'l.id' }).first() as Promise<{ total: number | string } | undefined>,
      bestFirst(
        strapi,
        rankedLeads(strapi, request).select([
          column('documentId', 'id'),
          column('reference', 'reference'),
          column('visionSubmissionArea', 'area'),
          column('scoreMean', 'scoreMean'),
          column('scoreCount', 'scoreCount'),
          column('scoreDisagreement', 'scoreDisagreement'),
        ]),
      )
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize) as Promise<RankedRow[]>,
      getService(strapi, 'settings-snapshot').get(),
    ]);
    const labels: Record<string, string> = settings.areaLabels;
    const data: RankedLead[] = rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      area: { key: row.area, label: labels[row.area] ?? row.area },
      scoreMean: meanOf(row.scoreMean),
      scoreCount: Number(row.scoreCount ?? 0),
      scoreDisagreement: Boolean(row.scoreDisagreement),
    }));
    return {
      success: true as const,
      data,
      meta: { pagination: paginationMeta(request, Number(countRow?.total ?? 0)) },
    };
  },
});

export default evaluationRanking;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'evaluation-ranking': ReturnType<typeof evaluationRanking>;
  }
}
