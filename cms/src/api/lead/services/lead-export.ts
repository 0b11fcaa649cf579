// GET /api/leads/export: every lead matching the filters as CSV or XLSX, one row per lead with its
// contacts flattened, streamed while it is read from the database (lib/export/ holds the writers),
// and recorded in the audit trail with how far it got.

import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { CSV_HEAD, csvStream } from '../../../lib/export/csv';
import type { ExportProgress } from '../../../lib/export/export-row';
import { copyCsvRows, copySheetRows } from '../../../lib/export/postgres-copy';
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

  /** The rows, written by the database itself on PostgreSQL, else from batches read here. */
  const rows = async ({ format, filters }: ExportRequest, progress: ExportProgress): Promise<Readable> => {
    const labels = (await getService(strapi, 'settings-snapshot').get()).areaLabels;
    if (strapi.db.dialect.client === 'postgres') {
      const reviewers = await reviewerNames(strapi);
      if (format === 'csv') return copyCsvRows(strapi, filters, labels, reviewers, CSV_HEAD, progress);
      return xlsxWorkbook(await copySheetRows(strapi, filters, labels, reviewers, progress), xlsxFailed);
    }
    const batches = leadBatches(strapi, filters);
    const first = await batches.next();
    if (format === 'csv') return csvStream(first, batches, labels, progress);
    return xlsxStream(first, batches, labels, progress, xlsxFailed);
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
