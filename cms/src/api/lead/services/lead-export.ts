// GET /api/leads/export: every lead matching the filters as CSV or XLSX, one row per lead with its
// contacts flattened, streamed while it is read from the database (lib/export/ holds the writers),
// and recorded in the audit trail with how far it got.

import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { csvHead, csvStream } from '../../../lib/export/csv';
import { exportLayout, type ExportProgress } from '../../../lib/export/export-row';
import { copyCsvRows, copyScoreSheet, copySheetRows } from '../../../lib/export/postgres-copy';
import { emptyScoreSheet, evaluatorNames, scoreSheetXml } from '../../../lib/export/score-sheet';
import { xlsxStream, xlsxWorkbook } from '../../../lib/export/xlsx';
import { leadBatches } from '../../../lib/leads/lead-batches';
import { reviewerNames } from '../../../lib/leads/review-details';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import type { ExportFormat, ExportRequest } from '../validation/list-query';
import { getService } from '../../../lib/strapi/services';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ExportResponse = { headers: Record<string, string>; body: Readable };

const leadExport = ({ strapi }: { strapi: Core.Strapi }) => {
  const xlsxFailed = (error: Error) => strapi.log.error(`[leads] xlsx export failed: ${error.stack ?? error}`);

  /**
   * The rows, written by the database itself on PostgreSQL, else from batches read here. The
   * columns follow the rubric as it stands (one per criterion); in the XLSX, a second sheet holds
   * every submitted score.
   */
  const rows = async ({ format, filters }: ExportRequest, progress: ExportProgress): Promise<Readable> => {
    const [settings, criteria] = await Promise.all([
      getService(strapi, 'settings-snapshot').get(),
      getService(strapi, 'evaluation-rubric').criteria(),
    ]);
    const labels = settings.areaLabels;
    const layout = exportLayout(criteria);
    const scoreSheet = async () => {
      if (!layout.criteria.length) return emptyScoreSheet();
      const names = await evaluatorNames(strapi);
      return strapi.db.dialect.client === 'postgres'
        ? copyScoreSheet(strapi, filters, layout.criteria, names)
        : scoreSheetXml(strapi, filters, layout.criteria, names);
    };
    if (strapi.db.dialect.client === 'postgres') {
      const reviewers = await reviewerNames(strapi);
      if (format === 'csv') return copyCsvRows(strapi, filters, labels, reviewers, layout, csvHead(layout), progress);
      const sheet = await copySheetRows(strapi, filters, labels, reviewers, layout, progress);
      return xlsxWorkbook(sheet, scoreSheet, xlsxFailed);
    }
    const batches = leadBatches(strapi, filters);
    const first = await batches.next();
    if (format === 'csv') return csvStream(first, batches, labels, layout, progress);
    return xlsxStream(first, batches, labels, layout, progress, scoreSheet, xlsxFailed);
  };

  const audit = (request: ExportRequest, caller: AdminCaller, progress: ExportProgress, body: Readable) => {
    const started = Date.now();
    body.once('close', () => {
      const complete = progress.complete && body.readableEnded;
      const details = {
        format: request.format,
        filters: request.described,
        rows: progress.rows,
        complete,
        ...(complete ? {} : { note: 'the download was cut off before the end' }),
        ms: Date.now() - started,
      };
      getService(strapi, 'audit-trail')
        .record(caller, 'leads-export', { details })
        .catch((error: Error) =>
          strapi.log.error(`[leads] could not record the export in the audit trail: ${error.message}`),
        );
    });
  };

  return {
    /** The first rows are read before any header leaves, so a database failure is still a JSON answer. */
    async start(request: ExportRequest, caller: AdminCaller): Promise<ExportResponse> {
      const progress: ExportProgress = { rows: 0, complete: false };
      const body = await rows(request, progress);
      audit(request, caller, progress, body);
      return {
        headers: {
          'Content-Type': CONTENT_TYPES[request.format],
          'Content-Disposition': `attachment; filename="leads-${jerusalemDate(Date.now())}.${request.format}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
        body,
      };
    },
  };
};

export default leadExport;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-export': ReturnType<typeof leadExport>;
  }
}
