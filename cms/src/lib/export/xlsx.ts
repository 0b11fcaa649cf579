// The export as an Excel workbook (Office Open XML, ECMA-376), written here as text and zipped as it
// streams: a right-to-left sheet of the leads with a frozen bold header, then one of their submitted
// scores (score-sheet.ts). Each sheet's XML comes from batches read here (SQLite) or, on
// PostgreSQL, finished row by row by the database (postgres-copy.ts); either way it is a pull
// stream the zip takes from as the response has room, one sheet after the other. exceljs's streaming
// writer built the same file several times slower (scripts/bench/README.md): it turns every cell
// into an object and back into XML through its own node writer.

import { PassThrough, Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import type { AreaKey } from '@vision/config';
import type { LeadBatch, LeadBatches } from '../leads/lead-batches';
import { batchStream, type BatchText } from './batch-stream';
import { exportRow, type ExportLayout, type ExportProgress } from './export-row';
import { SCORE_SHEET_NAME } from './score-sheet';
import { sheetHead, SHEET_STYLES, SHEET_TAIL, xlsxRow, xmlText } from './xlsx-sheet';

const SHEET_NAME = 'הצעות חזון';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The workbook's parts other than the sheets, in the order they are zipped. */
const PARTS: [name: string, xml: string][] = [
  [
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
      `</Types>`,
  ],
  [
    '_rels/.rels',
    `<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIP}">` +
      `<bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xmlText(SHEET_NAME)}" sheetId="1" r:id="rId1"/>` +
      `<sheet name="${xmlText(SCORE_SHEET_NAME)}" sheetId="2" r:id="rId3"/></sheets>` +
      `</workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet2.xml"/>` +
      `</Relationships>`,
  ],
  ['xl/styles.xml', SHEET_STYLES],
];

/**
 * The sheet's rows as a pull stream over the batches (batch-stream.ts), in pieces of about 32 K
 * characters: the zip takes more only when the response has room, so at most one batch is in
 * memory whatever the number of leads.
 */
const XML_PIECE_CHARS = 32 * 1024;

const sheetXml = (
  first: LeadBatch | null,
  batches: LeadBatches,
  labels: Record<AreaKey, string>,
  layout: ExportLayout,
  progress: ExportProgress,
): Readable => {
  let rowNumber = 1;
  let head = sheetHead(layout);
  const text: BatchText = {
    ofBatch(batch) {
      const pieces: string[] = [];
      let piece = head;
      head = '';
      for (const lead of batch.leads) {
        rowNumber += 1;
        piece += xlsxRow(rowNumber, exportRow(lead, batch, labels, layout), layout.thousandsColumn);
        if (piece.length >= XML_PIECE_CHARS) {
          pieces.push(piece);
          piece = '';
        }
      }
      if (piece) pieces.push(piece);
      return pieces;
    },
    atEnd: () => head + SHEET_TAIL,
  };
  return batchStream(first, batches, text, progress, 64 * 1024);
};

/**
 * The workbook around `sheet` (xl/worksheets/sheet1.xml, whole) and the scores' sheet, asked for
 * once the first is zipped (on PostgreSQL it is a second query). `onError` hears of a failure
 * after the answer has started (the stream is destroyed with it).
 */
export const xlsxWorkbook = (
  sheet: Readable,
  scoreSheet: () => Promise<Readable>,
  onError: (error: Error) => void,
): Readable => {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  // Deflate level 1: several times faster than the default 6 on text like this, a little larger.
  const zip = new ZipStream({ zlib: { level: 1 } });
  let stopped = false;
  let current = sheet;

  const fail = (error: Error) => {
    if (stopped) return;
    stopped = true;
    onError(error);
    current.destroy();
    zip.destroy();
    output.destroy(error);
  };
  // The client went away: no more batches are read, and the zip lets go of what it holds.
  output.once('close', () => {
    if (stopped) return;
    stopped = true;
    current.destroy();
    zip.destroy();
  });
  // `on`, not `once`: a stream may report more than one failure (the zip reports every write that
  // reaches it after it was destroyed), and an error nobody listens to would end the process.
  sheet.on('error', fail);
  zip.on('error', fail);
  zip.pipe(output);

  const entry = (source: string | Readable, name: string) =>
    new Promise<void>((resolve, reject) => {
      zip.entry(source, { name }, (error) => (error ? reject(error) : resolve()));
    });

  const write = async () => {
    for (const [name, xml] of PARTS) {
      if (stopped) return;
      await entry(XML_DECLARATION + xml, name);
    }
    if (stopped) return;
    await entry(sheet, 'xl/worksheets/sheet1.xml');
    if (stopped) return;
    const scores = await scoreSheet();
    if (stopped) {
      scores.destroy();
      return;
    }
    current = scores;
    scores.on('error', fail);
    await entry(scores, 'xl/worksheets/sheet2.xml');
    if (!stopped) zip.finalize();
  };
  write().catch(fail);
  return output;
};

/** The workbook from lead batches read here. */
export const xlsxStream = (
  first: LeadBatch | null,
  batches: LeadBatches,
  labels: Record<AreaKey, string>,
  layout: ExportLayout,
  progress: ExportProgress,
  scoreSheet: () => Promise<Readable>,
  onError: (error: Error) => void,
): Readable => xlsxWorkbook(sheetXml(first, batches, labels, layout, progress), scoreSheet, onError);
