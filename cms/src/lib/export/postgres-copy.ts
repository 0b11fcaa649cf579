// The export on PostgreSQL: the database writes the rows itself (COPY (SELECT …) TO STDOUT) and
// the CMS passes its bytes on. Reading a million leads into JavaScript and writing them out again
// is slower and grows the process (pg parses every value into a string or a Date, faster than V8
// collects them); PostgreSQL does it on its own core, in one query from first row to last, and the
// CMS holds only the chunk in flight (figures in scripts/bench/README.md).
//
// The SELECT gives the cells of exportRow (export-select.ts). For the CSV, PostgreSQL quotes a cell
// holding a comma, a quote or a line break, as RFC 4180 says, and the CMS ends each row with CRLF.
// For the XLSX, each row is the sheet's `<row>` element, finished in SQL (xlsx-sheet-sql.ts), and
// the CMS zips them between the sheet's head and tail (xlsx.ts). The export tests run on
// PostgreSQL too, and compare both writers lead by lead for each format.
//
// COPY takes no parameters, so the values knex would bind are written into the SQL as literals by
// pg's own escapeLiteral; the filters were validated before (api/lead/validation/list-query.ts).

import { Transform, type Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { to as copyTo } from 'pg-copy-streams';
import type { AreaKey } from '@vision/config';
import { borrowConnection } from '../database/raw-rows';
import type { LeadFilters } from '../leads/filtered-leads';
import { crlfRows } from './crlf-rows';
import type { ExportCriterion, ExportLayout, ExportProgress } from './export-row';
import { csvRow, exportSelect } from './export-select';
import { emptyScoreSheet, SCORE_SHEET, scoreSelect } from './score-sheet';
import { sheetHead, SHEET_TAIL } from './xlsx-sheet';
import { SHEET_ROW_COPY_OPTIONS, scoreSheetCells, scoreSheetRow, sheetRow } from './xlsx-sheet-sql';

type PgConnection = {
  processID: number;
  query(submittable: Readable): Readable;
  query(sql: string): Promise<unknown>;
};

/** The query as one SQL text, each bound value written in as a literal the way pg would send it. */
const inlined = (query: Knex.QueryBuilder): string => {
  const { sql, bindings } = query.toSQL().toNative();
  return sql.replace(/\$(\d+)/g, (_, position: string) => {
    const value = prepareValue(bindings[Number(position) - 1]);
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return escapeLiteral(String(value));
  });
};

/**
 * What the database writes for `COPY (query) TO STDOUT WITH (options)`, through `body` (which
 * shapes and counts the rows) after `head`. Resolves once the database has answered with rows, the
 * end or an error (which rejects, so the caller still answers with JSON). The connection is the
 * pool's and goes back to it when the copy ends; a body closed before the end (the client went
 * away) first cancels the query. pg-copy-streams stops reading the socket while `body` is full, so
 * a slow client holds PostgreSQL back.
 */
const copyOut = async (
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  options: string,
  head: string,
  body: Transform,
  progress: ExportProgress,
): Promise<Readable> => {
  const sql = inlined(query);
  const { connection, release: giveBack } = await borrowConnection<PgConnection>(strapi);
  // PostgreSQL would compile the query's cell expressions to machine code first (JIT): half a
  // second before the first row, and no faster afterwards (scripts/bench/README.md).
  try {
    await connection.query('SET jit = off');
  } catch (error) {
    await giveBack();
    throw error;
  }
  const copy = connection.query(copyTo(`COPY (${sql}) TO STDOUT WITH (${options})`));
  let released = false;
  // A cancel is sent from another connection and hits whatever this one runs at that moment, so
  // the connection goes back to the pool only once a cancel sent for the copy has been answered.
  let cancelled: Promise<unknown> = Promise.resolve();
  const release = () => {
    if (released) return;
    released = true;
    void cancelled
      .then(() => connection.query('RESET jit'))
      .catch((error: Error) => strapi.log.error(`[leads] could not reset an export's connection: ${error.message}`))
      .finally(giveBack);
  };
  copy.once('end', () => {
    progress.complete = true;
    release();
  });
  copy.on('error', release);

  // The first rows, the end or an error, whichever comes first.
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      copy.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      copy.off('readable', ready);
      reject(error);
    };
    copy.once('readable', ready);
    copy.once('error', failed);
  });

  body.push(head);
  copy.on('error', (error: Error) => body.destroy(error));
  copy.pipe(body);
  body.once('close', () => {
    if (released) return;
    // The client went away mid-copy: stop the query on the server, and read what is still on its
    // way (up to the error that ends the copy) so the connection is clean when it goes back.
    copy.unpipe(body);
    copy.resume();
    cancelled = strapi.db.connection
      .raw('SELECT pg_cancel_backend(?)', [connection.processID])
      .catch((error: Error) => strapi.log.error(`[leads] could not cancel an export's query: ${error.message}`));
  });
  return body;
};

/** The export as CSV bytes: `head` (the BOM and the header row), then a row per lead. */
export const copyCsvRows = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  labels: Record<AreaKey, string>,
  reviewers: ReadonlyMap<number, string>,
  layout: ExportLayout,
  head: string,
  progress: ExportProgress,
): Promise<Readable> =>
  copyOut(
    strapi,
    exportSelect(strapi, filters, labels, reviewers, layout, csvRow(strapi.db.connection)),
    'FORMAT csv',
    head,
    crlfRows((count) => (progress.rows += count)),
    progress,
  );

const LF = 0x0a;

/**
 * The zip takes the sheet in pieces of at least this size. PostgreSQL sends a COPY in messages of
 * a few kilobytes, and each piece costs the zip a deflate call on libuv's thread pool and its
 * answer: passed on as they came, 200,000 leads took 8-9 s of the CMS's CPU, not 2.
 */
const SHEET_PIECE_BYTES = 256 * 1024;

/**
 * The sheet's rows as they come, one per line (a line break between rows is XML whitespace),
 * counted and gathered into larger pieces; then the sheet's end.
 */
const sheetRows = (progress: ExportProgress) => {
  let gathered: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) progress.rows += 1;
      gathered.push(chunk);
      size += chunk.length;
      if (size < SHEET_PIECE_BYTES) return done();
      const piece = Buffer.concat(gathered, size);
      gathered = [];
      size = 0;
      done(null, piece);
    },
    flush(done) {
      done(null, Buffer.concat([...gathered, Buffer.from(SHEET_TAIL)]));
    },
  });
};

/** The export's worksheet XML (xl/worksheets/sheet1.xml) from the database, for xlsx.ts to zip. */
export const copySheetRows = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  labels: Record<AreaKey, string>,
  reviewers: ReadonlyMap<number, string>,
  layout: ExportLayout,
  progress: ExportProgress,
): Promise<Readable> =>
  copyOut(
    strapi,
    exportSelect(strapi, filters, labels, reviewers, layout, sheetRow(strapi, strapi.db.connection, layout)),
    SHEET_ROW_COPY_OPTIONS,
    sheetHead(layout),
    sheetRows(progress),
    progress,
  );

/**
 * The scores' worksheet XML (xl/worksheets/sheet2.xml, score-sheet.ts) from the database: a second
 * COPY, started once the zip has taken the first sheet whole.
 */
export const copyScoreSheet = async (
  strapi: Core.Strapi,
  filters: LeadFilters,
  criteria: readonly ExportCriterion[],
  names: ReadonlyMap<number, string>,
): Promise<Readable> => {
  if (!criteria.length) return emptyScoreSheet();
  const knex = strapi.db.connection;
  const progress: ExportProgress = { rows: 0, complete: false };
  return copyOut(
    strapi,
    scoreSelect(strapi, filters, criteria, names, scoreSheetCells(knex), scoreSheetRow(knex)),
    SHEET_ROW_COPY_OPTIONS,
    sheetHead(SCORE_SHEET),
    sheetRows(progress),
    progress,
  );
};
