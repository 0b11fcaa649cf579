// GET /api/leads/export: every lead matching the filters as CSV or XLSX, one row per lead with its
// contacts flattened, streamed while it is read from the database in keyset-paginated batches, so
// memory stays flat for any number of leads. On PostgreSQL the database writes the CSV rows itself
// (lead-export-postgres.ts). Also the download headers of a lead's attachment.

import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import ExcelJS from 'exceljs';
import { CONTACTS_MAX, type AreaKey } from '@vision/config';
import type { ContactFields } from '../../../content-model/contacts-snapshot';
import { FORMULA_START_SOURCE, neutraliseCell } from './export-cells';
import { copyCsvRows } from './lead-export-postgres';
import type { AdminCaller } from '../../../utils/admin-caller';
import {
  afterCursor,
  areaLabels,
  contactsFor,
  describeFilters,
  EXPORT_LEAD_COLUMNS,
  downloadPathOf,
  filteredLeads,
  formatJerusalemMinute,
  jerusalemDate,
  newestFirst,
  parseExportFormat,
  parseLeadFilters,
  readLeads,
  timeOf,
  type LeadFilters,
  type LeadRow,
} from './lead-query';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Leads read per database round trip. Measured with bench:export on a million leads (SQLite): 500
 * was both the fastest and the flattest in memory; 2,000 left each batch alive long enough for V8
 * to move it to the old generation, which then grew by ~90 MB before a full collection.
 */
export const EXPORT_BATCH_SIZE = 500;

// ---------------------------------------------------------------------------------------------
// Cells

const CONTACT_HEADERS = ['שם מלא', 'תפקיד', 'טלפון', 'דואר אלקטרוני'];

export const EXPORT_HEADERS: readonly string[] = [
  'מספר אסמכתא',
  'התקבלה בתאריך',
  'מציגי החזון',
  'מפתח תחום',
  'תחום',
  ...Array.from({ length: CONTACTS_MAX }, (_, index) =>
    CONTACT_HEADERS.map((header) => `איש קשר ${index + 1} – ${header}`),
  ).flat(),
  'שם הקובץ',
  'סוג הקובץ',
  'גודל הקובץ (בתים)',
  'קישור להורדה (למנהלים בלבד)',
];

const COLUMN_WIDTHS: readonly number[] = [
  16,
  17,
  40,
  26,
  24,
  ...Array.from({ length: CONTACTS_MAX }, () => [20, 18, 15, 28]).flat(),
  30,
  24,
  14,
  52,
];

const SIZE_COLUMN = EXPORT_HEADERS.length - 2;

/** One lead as its export row: text cells (not yet neutralised) and the size as a number. */
export const exportRow = (
  lead: LeadRow,
  contacts: ContactFields | undefined,
  labels: Record<AreaKey, string>,
): (string | number | null)[] => {
  const row: (string | number | null)[] = [
    lead.reference,
    formatJerusalemMinute(timeOf(lead.createdAt)),
    lead.visionPresenters ?? '',
    lead.area,
    labels[lead.area as AreaKey] ?? lead.area,
  ];
  // Five contacts' worth of cells (full name, role, phone, e-mail each), empty past the last one.
  for (let index = 0; index < CONTACTS_MAX * CONTACT_HEADERS.length; index += 1) row.push(contacts?.[index] ?? '');
  row.push(
    lead.attachmentName ?? '',
    lead.attachmentType ?? '',
    lead.attachmentSize === null || lead.attachmentSize === undefined ? null : Number(lead.attachmentSize),
    downloadPathOf(lead.documentId),
  );
  return row;
};

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180, UTF-8 with a byte order mark so Excel reads Hebrew)

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** Either rule applies: most cells match neither, and are then tested once. */
const NEEDS_CARE = new RegExp(`${FORMULA_START_SOURCE}|${NEEDS_QUOTES.source}`);

const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value === '' || !NEEDS_CARE.test(value)) return value;
  const text = neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
};

export const csvLine = (cells: readonly (string | number | null)[]): string => {
  let line = csvCell(cells[0]);
  for (let index = 1; index < cells.length; index += 1) line += `,${csvCell(cells[index])}`;
  return `${line}\r\n`;
};

export const CSV_BOM = '\uFEFF';

// ---------------------------------------------------------------------------------------------
// Reading the leads in batches

export type LeadBatch = { leads: LeadRow[]; contacts: Map<number, ContactFields> };

/**
 * A cursor over the matching leads, newest first: each batch is one query for the leads after the
 * last one seen (created_at, id) and one for their contacts, so no batch depends on an offset.
 */
export const leadBatches = (strapi: Core.Strapi, filters: LeadFilters, batchSize = EXPORT_BATCH_SIZE) => {
  let cursor: { createdAt: unknown; id: number } | null = null;
  let done = false;
  const read = async (): Promise<LeadBatch | null> => {
    if (done) return null;
    let query = filteredLeads(strapi, filters);
    if (cursor) query = afterCursor(strapi, query, cursor);
    const leads = await readLeads(strapi, newestFirst(strapi, query).limit(batchSize), EXPORT_LEAD_COLUMNS);
    if (leads.length < batchSize) done = true;
    if (!leads.length) return null;
    const last = leads[leads.length - 1];
    cursor = { createdAt: last.createdAt, id: Number(last.id) };
    return { leads, contacts: await contactsFor(strapi, leads) };
  };
  // Each batch starts where the previous one ended: calls are queued, never run side by side.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    next(): Promise<LeadBatch | null> {
      const batch = queue.then(read);
      queue = batch.catch(() => undefined);
      return batch;
    },
  };
};

type Batches = ReturnType<typeof leadBatches>;

type Progress = { rows: number; complete: boolean };

/**
 * The rows of a batch as CSV text in pieces of about 32 K characters. One string per batch would
 * be flattened into a large-object allocation on every write, which V8 collects only in full
 * garbage collections: with a million leads the process would grow by hundreds of megabytes.
 */
const CSV_PIECE_CHARS = 32 * 1024;

const csvPiecesOf = (batch: LeadBatch, labels: Record<AreaKey, string>, first = ''): string[] => {
  const pieces: string[] = [];
  let piece = first;
  for (const lead of batch.leads) {
    piece += csvLine(exportRow(lead, batch.contacts.get(Number(lead.id)), labels));
    if (piece.length >= CSV_PIECE_CHARS) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
};

/**
 * The CSV as a pull stream: the next batch is read only when the client has taken the last one.
 * The batches are queued (leadBatches), so a read() that Node starts while a batch's pieces are
 * being pushed waits its turn.
 */
const csvStream = (first: LeadBatch | null, batches: Batches, labels: Record<AreaKey, string>, progress: Progress) => {
  let pending = first;
  let header = CSV_BOM + csvLine(EXPORT_HEADERS);
  return new Readable({
    highWaterMark: 256 * 1024,
    read() {
      const batch = pending;
      pending = null;
      (batch ? Promise.resolve(batch) : batches.next()).then(
        (next) => {
          if (this.destroyed) return;
          if (next) {
            progress.rows += next.leads.length;
            for (const piece of csvPiecesOf(next, labels, header)) this.push(piece);
          } else {
            progress.complete = true;
            if (header) this.push(header);
            this.push(null);
          }
          header = '';
        },
        (error) => this.destroy(error),
      );
    },
  });
};

// ---------------------------------------------------------------------------------------------
// XLSX (exceljs's streaming writer, no shared strings table: memory stays flat)

/** Rows written between two checks of the zip's backlog, and the backlog it may reach. */
const XLSX_SLICE_ROWS = 250;
const XLSX_BACKLOG_BYTES = 1024 * 1024;

const xlsxCell = (value: string | number | null) => (typeof value === 'string' ? neutraliseCell(value) : value);

const xlsxStream = (
  strapi: Core.Strapi,
  first: LeadBatch | null,
  batches: Batches,
  labels: Record<AreaKey, string>,
  progress: Progress,
) => {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  let closed = false;
  output.once('close', () => (closed = true));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
    // Deflate level 1: several times faster than the default 6 on text like this, a little larger.
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet('הצעות חזון', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = COLUMN_WIDTHS.map((width, index) =>
    index === SIZE_COLUMN ? { width, style: { numFmt: '#,##0' } } : { width },
  );
  const header = sheet.addRow([...EXPORT_HEADERS]);
  header.font = { bold: true };
  header.commit();

  // exceljs hands each 64 KB of sheet XML to the zip without waiting for it, so rows would pile up
  // in memory whenever compressing or the client is slower than reading. Between slices of rows,
  // wait until both the zip's input and the response have caught up (or the client has gone).
  // The zip's input is an old readable-stream PassThrough: its backlog is only in _writableState.
  type ZipInput = NodeJS.EventEmitter & { _writableState?: { length: number } };
  const zipInput = () => (sheet as unknown as { stream: { pipes?: ZipInput[] } }).stream.pipes?.[0];
  const waitingOn = (): NodeJS.EventEmitter | undefined => {
    const input = zipInput();
    if (input && (input._writableState?.length ?? 0) > XLSX_BACKLOG_BYTES) return input;
    return output.writableNeedDrain ? output : undefined;
  };
  const caughtUp = async () => {
    for (let stream = waitingOn(); stream && !closed; stream = waitingOn()) {
      await Promise.race([once(stream, 'drain'), once(output, 'close'), delay(20)]);
    }
  };

  const write = async () => {
    for (let batch = first; batch && !closed; batch = await batches.next()) {
      for (let index = 0; index < batch.leads.length && !closed; index += 1) {
        const lead = batch.leads[index];
        sheet.addRow(exportRow(lead, batch.contacts.get(Number(lead.id)), labels).map(xlsxCell)).commit();
        progress.rows += 1;
        if (index % XLSX_SLICE_ROWS === XLSX_SLICE_ROWS - 1) await caughtUp();
      }
      first = null;
      await caughtUp();
    }
    if (closed) return;
    progress.complete = true;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    strapi.log.error(`[leads] xlsx export failed: ${(error as Error)?.stack ?? error}`);
    output.destroy(error as Error);
  });
  return output;
};

// ---------------------------------------------------------------------------------------------
// The export as the controller answers it

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ExportResponse = { headers: Record<string, string>; body: Readable };

const startExport = async (
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  caller: AdminCaller,
): Promise<ExportResponse> => {
  const fields = {};
  const format = parseExportFormat(query, fields);
  const filters = parseLeadFilters(query, fields);
  const labels = await areaLabels(strapi);
  const progress: Progress = { rows: 0, complete: false };
  // The first rows are read before any header leaves, so a database failure is still a JSON answer.
  let body: Readable;
  if (format === 'csv' && strapi.db.dialect.client === 'postgres') {
    body = await copyCsvRows(strapi, filters, labels, CSV_BOM + csvLine(EXPORT_HEADERS), progress);
  } else {
    const batches = leadBatches(strapi, filters);
    const first = await batches.next();
    body =
      format === 'csv'
        ? csvStream(first, batches, labels, progress)
        : xlsxStream(strapi, first, batches, labels, progress);
  }

  const started = Date.now();
  body.once('close', () => {
    const details = {
      format,
      filters: describeFilters(query),
      rows: progress.rows,
      complete: progress.complete && body.readableEnded,
      ...(progress.complete && body.readableEnded ? {} : { note: 'the download was cut off before the end' }),
      ms: Date.now() - started,
    };
    strapi
      .service('api::audit-entry.audit-trail')
      .record(caller, 'leads-export', { details })
      .catch((error: Error) =>
        strapi.log.error(`[leads] could not record the export in the audit trail: ${error.message}`),
      );
  });

  return {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="leads-${jerusalemDate(Date.now())}.${format}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body,
  };
};

// ---------------------------------------------------------------------------------------------
// Attachment downloads

/** RFC 5987: what encodeURIComponent leaves that a header parameter may not carry raw. */
const encodeHeaderValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the real name>`: old clients get a
 * safe ASCII name (the reference when nothing of the name is ASCII), the rest the Hebrew one.
 */
export const attachmentDisposition = (name: string, reference: string): string => {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  const stem = name
    .slice(0, name.length - extension.length)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = `${/[A-Za-z0-9]/.test(stem) ? stem : reference}${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeHeaderValue(name)}`;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  start: (query: Record<string, unknown>, caller: AdminCaller) => startExport(strapi, query, caller),
});
