// The export as CSV (RFC 4180, UTF-8 with a byte order mark so Excel reads Hebrew), written in
// JavaScript from lead batches. On PostgreSQL the database writes the rows instead (postgres-copy.ts).

import type { Readable } from 'node:stream';
import type { AreaKey } from '@vision/config';
import type { LeadBatch, LeadBatches } from '../leads/lead-batches';
import { batchStream, type BatchText } from './batch-stream';
import { FORMULA_START_SOURCE, neutraliseCell } from './cells';
import { exportRow, type ExportCell, type ExportLayout, type ExportProgress } from './export-row';

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** Either rule applies: most cells match neither, and are then tested once. */
const NEEDS_CARE = new RegExp(`${FORMULA_START_SOURCE}|${NEEDS_QUOTES.source}`);

const csvCell = (value: ExportCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value === '' || !NEEDS_CARE.test(value)) return value;
  const text = neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
};

export const csvLine = (cells: readonly ExportCell[]): string => {
  let line = csvCell(cells[0]);
  for (let index = 1; index < cells.length; index += 1) line += `,${csvCell(cells[index])}`;
  return `${line}\r\n`;
};

export const CSV_BOM = '\uFEFF';

/** What every CSV export begins with, whichever writer writes its rows. */
export const csvHead = (layout: ExportLayout) => CSV_BOM + csvLine(layout.headers);

/**
 * The rows of a batch as CSV text in pieces of about 32 K characters. One string per batch would
 * be flattened into a large-object allocation on every write, which V8 collects only in full
 * garbage collections: with a million leads the process would grow by hundreds of megabytes.
 */
const CSV_PIECE_CHARS = 32 * 1024;

const csvPiecesOf = (batch: LeadBatch, labels: Record<AreaKey, string>, layout: ExportLayout, first = ''): string[] => {
  const pieces: string[] = [];
  let piece = first;
  for (const lead of batch.leads) {
    piece += csvLine(exportRow(lead, batch, labels, layout));
    if (piece.length >= CSV_PIECE_CHARS) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
};

/** The CSV as a pull stream over the batches (batch-stream.ts). */
export const csvStream = (
  first: LeadBatch | null,
  batches: LeadBatches,
  labels: Record<AreaKey, string>,
  layout: ExportLayout,
  progress: ExportProgress,
): Readable => {
  let header = csvHead(layout);
  const text: BatchText = {
    ofBatch(batch) {
      const pieces = csvPiecesOf(batch, labels, layout, header);
      header = '';
      return pieces;
    },
    atEnd: () => header,
  };
  return batchStream(first, batches, text, progress, 256 * 1024);
};
