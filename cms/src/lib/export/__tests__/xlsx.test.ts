// The XLSX writer on its own, with leads made up here: what it does when the client stops reading,
// goes away, or the database fails half-way, which the export's HTTP tests cannot arrange.

import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { AREA_KEYS, type AreaKey } from '@vision/config';
import type { LeadBatch, LeadBatches } from '../../leads/lead-batches';
import type { LeadRow } from '../../leads/lead-rows';
import { exportLayout } from '../export-row';
import { emptyScoreSheet } from '../score-sheet';
import { xlsxStream } from '../xlsx';
import { xlsxRow } from '../xlsx-sheet';

const LEADS_PER_BATCH = 500;
const layout = exportLayout([]);
const noScores = async () => emptyScoreSheet();
const labels = Object.fromEntries(AREA_KEYS.map((key) => [key, `תחום ${key}`])) as Record<AreaKey, string>;

const batchOf = (number: number): LeadBatch => {
  const leads: LeadRow[] = Array.from({ length: LEADS_PER_BATCH }, (_, index) => {
    const id = number * LEADS_PER_BATCH + index + 1;
    return {
      id,
      documentId: `doc${id}`,
      reference: `VS-${id}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) - id * 60_000),
      visionPresenters: `עמותת 'ירושלים', הירוקה ${id}`,
      area: 'health',
      status: 'new',
      attachmentName: 'file.pdf',
      attachmentType: 'application/pdf',
      attachmentSize: id * 1000,
      fileScan: 'clean',
      duplicateOf: null,
      contactsSnapshot: null,
      locale: 'ar',
    };
  });
  const contacts = new Map(leads.map(({ id }) => [id, ['כהן, רות', 'רכזת', '0501234567', `ruth${id}@example.org`]]));
  return { leads, contacts, reviewers: new Map(), notes: new Map() };
};

/** `count` batches, counting how many were asked for; `failAt` makes that one fail instead. */
const madeUpBatches = (count: number, failAt?: number) => {
  const read = { batches: 0 };
  const batches: LeadBatches = {
    async next() {
      read.batches += 1;
      if (read.batches === failAt) throw new Error('the database went away');
      return read.batches <= count ? batchOf(read.batches) : null;
    },
  };
  return { batches, read };
};

const bytesOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('the XLSX writer', () => {
  it('writes a workbook exceljs opens, every lead in its row', async () => {
    const { batches } = madeUpBatches(3);
    const progress = { rows: 0, complete: false };
    const onError = jest.fn();

    const bytes = await bytesOf(xlsxStream(batchOf(0), batches, labels, layout, progress, noScores, onError));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + 4 * LEADS_PER_BATCH);
    expect(sheet.getRow(2).getCell(1).value).toBe('VS-1');
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe(`VS-${4 * LEADS_PER_BATCH}`);
    expect(sheet.getRow(2).getCell(36).value).toBe(1000);
    expect(progress).toEqual({ rows: 4 * LEADS_PER_BATCH, complete: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it('writes a workbook with only the header when no lead matches', async () => {
    const { batches } = madeUpBatches(0);

    const bytes = await bytesOf(
      xlsxStream(null, batches, labels, layout, { rows: 0, complete: false }, noScores, jest.fn()),
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(1);
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe('מספר אסמכתא');
  });

  it('reads only as far ahead as the client has taken', async () => {
    const { batches, read } = madeUpBatches(200);
    const output = xlsxStream(batchOf(0), batches, labels, layout, { rows: 0, complete: false }, noScores, jest.fn());

    // Nobody reads the answer: the writer fills what the streams buffer, then waits. The answer's
    // buffer (256 KB of zipped sheet) holds some thousands of these much alike rows. How long the
    // filling takes depends on the machine's load, so wait until no batch was read for half a
    // second (at most 20 s), then check that none is read for another second.
    let waitingAt = -1;
    for (let waited = 0; waitingAt !== read.batches && waited < 20_000; waited += 500) {
      waitingAt = read.batches;
      await delay(500);
    }
    await delay(1_000);

    expect(read.batches).toBe(waitingAt);
    expect(read.batches).toBeLessThan(40);
    expect(output.readableLength).toBeLessThanOrEqual(output.readableHighWaterMark + 64 * 1024);
    output.destroy();
  });

  it('stops reading leads once the client has gone away', async () => {
    const { batches, read } = madeUpBatches(200);
    const progress = { rows: 0, complete: false };
    const onError = jest.fn();
    const output = xlsxStream(batchOf(0), batches, labels, layout, progress, noScores, onError);

    await once(output, 'data');
    output.destroy();
    await delay(300);
    const atHangUp = read.batches;
    await delay(300);

    expect(read.batches).toBe(atHangUp);
    expect(read.batches).toBeLessThan(10);
    expect(progress.complete).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('ends the download with the failure when a batch cannot be read', async () => {
    const { batches } = madeUpBatches(200, 3);
    const progress = { rows: 0, complete: false };
    const onError = jest.fn();
    const output = xlsxStream(batchOf(0), batches, labels, layout, progress, noScores, onError);

    await expect(bytesOf(output)).rejects.toThrow('the database went away');

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].message).toBe('the database went away');
    expect(output.destroyed).toBe(true);
    expect(progress.complete).toBe(false);
  });

  it('keeps line breaks and texts that look like Excel escapes as they were written', async () => {
    const texts = ['line\nbreak\r\nand carriage return\r', '_x0041_', '_x0041_x0042_', 'a_x00e9__x12_b'];
    const batch = batchOf(0);
    batch.leads = texts.map((text, index) => ({ ...batch.leads[index], visionPresenters: text }));
    const { batches } = madeUpBatches(0);

    const bytes = await bytesOf(
      xlsxStream(batch, batches, labels, layout, { rows: 0, complete: false }, noScores, jest.fn()),
    );

    // A row is one line: the sheet written by PostgreSQL's COPY needs that, and both writers write alike.
    expect(xlsxRow(2, [texts[0]])).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">line&#10;break&#13;&#10;and carriage return&#13;</t></is></c></row>',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    // exceljs leaves `_xHHHH_` as written; Excel and LibreOffice read it as the character HHHH.
    const asExcelReads = (value: unknown) =>
      String(value).replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const shown = texts.map((_, index) => asExcelReads(workbook.worksheets[0].getRow(index + 2).getCell(3).value));
    expect(shown).toEqual(texts);
  });
});
