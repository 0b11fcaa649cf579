// The export as an Excel workbook: exceljs's streaming writer without a shared strings table, so
// memory stays flat; a right-to-left sheet with a frozen bold header.

import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { AreaKey } from '@vision/config';
import type { LeadBatch, LeadBatches } from '../leads/lead-batches';
import { neutraliseCell } from './cells';
import {
  COLUMN_WIDTHS,
  EXPORT_HEADERS,
  exportRow,
  SIZE_COLUMN,
  type ExportCell,
  type ExportProgress,
} from './export-row';

/** Rows written between two checks of the zip's backlog, and the backlog it may reach. */
const XLSX_SLICE_ROWS = 250;
const XLSX_BACKLOG_BYTES = 1024 * 1024;

const xlsxCell = (value: ExportCell) => (typeof value === 'string' ? neutraliseCell(value) : value);

/** `onError` hears of a failure after the answer has started (the stream is destroyed with it). */
export const xlsxStream = (
  first: LeadBatch | null,
  batches: LeadBatches,
  labels: Record<AreaKey, string>,
  progress: ExportProgress,
  onError: (error: Error) => void,
): Readable => {
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
        sheet.addRow(exportRow(lead, batch, labels).map(xlsxCell)).commit();
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
  write().catch((error: Error) => {
    onError(error);
    output.destroy(error);
  });
  return output;
};
