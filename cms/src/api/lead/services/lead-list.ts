// GET /api/leads/paginate: a page of leads, newest first, with their contacts, the area's label,
// their file's malware scan state, their language and their review (status, reviewer, notes count, earlier possible duplicates): a few queries per
// page, never one per lead.

import type { Core } from '@strapi/strapi';
import {
  DEFAULT_FILE_SCAN_STATE,
  DEFAULT_LOCALE,
  DEFAULT_REVIEW_STATUS,
  isFileScanState,
  isLocale,
  isReviewStatus,
  type AreaKey,
} from '@vision/config';
import { contactsOfFields } from '../../../lib/leads/contacts-snapshot';
import { downloadPathOf } from '../../../lib/attachments/download';
import { paginationMeta } from '../../../lib/http/paging';
import { leadTables } from '../../../lib/database/lead-tables';
import { meanOf } from '../../../lib/evaluation/lead-scores';
import { filteredLeads } from '../../../lib/leads/filtered-leads';
import { LEAD_UID } from '../../../lib/uids';
import { contactsFor } from '../../../lib/leads/lead-contacts';
import { newestFirst, selectLeadColumns, timeOf, type LeadRow } from '../../../lib/leads/lead-rows';
import { referencesOf } from '../../../lib/leads/match-keys';
import { notesOf, reviewersOf } from '../../../lib/leads/review-details';
import type { ListRequest } from '../validation/list-query';
import { getService } from '../../../lib/strapi/services';

/** The committee's scores of each lead (config/src/evaluation.ts), beside the list's own columns. */
const SCORE_COLUMNS = ['scoreMean', 'scoreCount', 'scoreDisagreement'] as const;
type ScoreColumns = {
  scoreMean: number | string | null;
  scoreCount: number | string | null;
  scoreDisagreement: boolean | number | null;
};

const leadList = ({ strapi }: { strapi: Core.Strapi }) => ({
  async paginate({ page, pageSize, filters }: ListRequest) {
    const countRow = (await filteredLeads(strapi, filters).count({ total: 'l.id' }).first()) as
      | { total: number | string }
      | undefined;
    const total = Number(countRow?.total ?? 0);
    const t = leadTables(strapi, LEAD_UID);
    const scoreColumns = SCORE_COLUMNS.map((name) => `l.${t.column(name)} as ${name}`);
    const rows = (await newestFirst(strapi, selectLeadColumns(strapi, filteredLeads(strapi, filters)))
      .select(scoreColumns)
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as (LeadRow & ScoreColumns)[];
    const ids = rows.map((row) => Number(row.id));
    const [contacts, settings, reviewers, notes] = await Promise.all([
      contactsFor(strapi, rows),
      getService(strapi, 'settings-snapshot').get(),
      reviewersOf(strapi, ids),
      notesOf(strapi, ids),
    ]);
    const labels: Record<string, string> = settings.areaLabels;
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.documentId,
        reference: row.reference,
        receivedAt: new Date(timeOf(row.createdAt)).toISOString(),
        visionPresenters: row.visionPresenters,
        area: { key: row.area as AreaKey, label: labels[row.area] ?? row.area },
        contacts: contactsOfFields(contacts.get(Number(row.id)) ?? []),
        attachment: {
          name: row.attachmentName,
          type: row.attachmentType,
          size: row.attachmentSize === null ? null : Number(row.attachmentSize),
          sha256: row.attachmentSha256,
          downloadPath: downloadPathOf(row.documentId),
        },
        fileScan: isFileScanState(row.fileScan) ? row.fileScan : DEFAULT_FILE_SCAN_STATE,
        status: isReviewStatus(row.status) ? row.status : DEFAULT_REVIEW_STATUS,
        reviewer: reviewers.get(Number(row.id)) ?? null,
        notesCount: notes.get(Number(row.id))?.count ?? 0,
        duplicateOf: referencesOf(row.duplicateOf),
        scoreMean: meanOf(row.scoreMean),
        scoreCount: Number(row.scoreCount ?? 0),
        scoreDisagreement: Boolean(row.scoreDisagreement),
        locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      })),
      meta: { pagination: paginationMeta({ page, pageSize }, total) },
    };
  },
});

export default leadList;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-list': ReturnType<typeof leadList>;
  }
}
