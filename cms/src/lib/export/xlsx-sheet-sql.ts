// The export's worksheet rows written by PostgreSQL: each lead's `<row>` element as one text, so
// the CMS only zips what the database writes (postgres-copy.ts). The markup comes from the same
// functions as the JavaScript writer's (xlsx-sheet.ts), and a text is made cell text by the same
// rules, so both writers write the same rows, byte for byte (the export tests compare them).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newestFirstOrder } from '../leads/lead-rows';
import type { ExportLayout } from './export-row';
import { jerusalemMinute, neutralisedText, type SqlRow } from './export-select';
import { SCORE_COLUMN, type ScoreSqlCells } from './score-sheet';
import {
  cellText,
  numberCellXml,
  ROW_END_XML,
  rowStartXml,
  textCellXml,
  THOUSANDS_STYLE,
  XML_TEXT_RULES,
} from './xlsx-sheet';

/**
 * Stands for the row's number in the markup until the row is whole, then replaced once: no cell
 * holds it, as it is a character XML cannot hold, left out of every text.
 */
const ROW_MARK = '\u0001';
/** Stands for a cell's content while its markup is split around it. */
const CONTENT_MARK = '\u0002';

/**
 * COPY's CSV format writes a value as it is unless it holds the delimiter, the quote, a carriage
 * return or a line feed. A row holds none of them (these two are characters XML cannot hold, and
 * line breaks are written as references), so each row comes out as one line, unquoted.
 */
export const SHEET_ROW_COPY_OPTIONS = `FORMAT csv, DELIMITER E'\\x02', QUOTE E'\\x03'`;

const { needsCare, notXml, characterEscapes, excelEscapeStart } = XML_TEXT_RULES;

/** `text` (SQL) with XML's escapes and Excel's, in the order xlsx-sheet.ts gives them. */
const escapedXml = (knex: Knex, text: Knex.Raw): Knex.Raw => {
  let sql = '?';
  const bindings: Knex.RawBinding[] = [text];
  for (const [found, escape] of characterEscapes) {
    sql = `replace(${sql}, ?, ?)`;
    bindings.push(found, escape);
  }
  return knex.raw(`regexp_replace(${sql}, ?, ?, 'g')`, [...bindings, ...excelEscapeStart]);
};

/**
 * A text as its cell holds it (cellText in xlsx-sheet.ts), NULL for no cell: without what XML
 * cannot hold, then neutralised against formulas, then escaped; a text that needs none of it but
 * the formula rule takes that rule alone.
 */
const sheetText = (knex: Knex, value: string): Knex.Raw => {
  const kept = knex.raw(`regexp_replace(${value}, ?, '', 'g')`, [notXml]);
  const careful = escapedXml(knex, knex.raw(neutralisedText('?'), [kept, kept, kept]));
  return knex.raw(`CASE WHEN ${value} ~ ? THEN ? ELSE ${neutralisedText(value)} END`, [needsCare, careful]);
};

/** A cell's markup around its content (SQL), NULL when the content is: no cell. */
const cellXml = (knex: Knex, xml: string, content: Knex.Raw) => {
  const [before, after] = xml.split(CONTENT_MARK);
  return knex.raw('? || ? || ?', [before, content, after]);
};

/**
 * A `<row>` of `cells`, numbered `number` (SQL); a column `numberStyle` gives a style for (none is
 * '') holds a number, the others text.
 */
const sheetRowXml = (
  knex: Knex,
  cells: Knex.Raw[],
  numberStyle: (index: number) => string | null,
  number: Knex.Raw,
): Knex.Raw => {
  const xml = cells.map((cell, index) => {
    const style = numberStyle(index);
    return cellXml(
      knex,
      style === null ? textCellXml(index, ROW_MARK, CONTENT_MARK) : numberCellXml(index, ROW_MARK, CONTENT_MARK, style),
      cell,
    );
  });
  return knex.raw(`replace(concat(?, ${xml.map(() => '?').join(', ')}, ?), ?, (?)::text)`, [
    rowStartXml(ROW_MARK),
    ...xml,
    ROW_END_XML,
    ROW_MARK,
    number,
  ]);
};

/** A lead's `<row>`, numbered in the export's order after the header (row 1). */
const rowXml = (strapi: Core.Strapi, knex: Knex, layout: ExportLayout, cells: Knex.Raw[]): Knex.Raw => {
  if (cells.length !== layout.headers.length) throw new Error('a sheet row needs every column of the export');
  const order = newestFirstOrder(strapi);
  const number = knex.raw(`row_number() OVER (ORDER BY ${order.map((o) => `?? ${o.order}`).join(', ')}) + 1`, [
    ...order.map((o) => o.column),
  ]);
  const numberStyle = (index: number) =>
    index === layout.thousandsColumn ? THOUSANDS_STYLE : layout.numbers.has(index) ? '' : null;
  return sheetRowXml(knex, cells, numberStyle, number);
};

/**
 * The sheet's row for each lead. A lead whose texts hold nothing XML must leave out or escape (one
 * regular expression over all of them tells) has them written by the formula rule alone, the
 * others text by text (sheetText). Testing each text on its own cost a fifth more of PostgreSQL's
 * time (200,000 leads: 3.3 s of CPU against 2.7 s; the CSV's query takes 1.2 s).
 */
export const sheetRow =
  (strapi: Core.Strapi, knex: Knex, layout: ExportLayout): SqlRow =>
  (cellsBy) => {
    const known = (text: string) => cellText(text) || null;
    const texts: string[] = [];
    const plainText = (value: string) => {
      texts.push(value);
      return knex.raw(neutralisedText(value));
    };
    // A text ruled already is ruled again here: the formula rule changes nothing the second time,
    // and sheetText must leave out what XML cannot hold before it, as cellText does.
    const plain = cellsBy({ text: plainText, ready: plainText, known });
    const ruled = (value: string) => sheetText(knex, value);
    const careful = cellsBy({ text: ruled, ready: ruled, known });
    return [
      knex.raw(`CASE WHEN concat(${texts.join(', ')}) ~ ? THEN ? ELSE ? END`, [
        needsCare,
        rowXml(strapi, knex, layout, careful),
        rowXml(strapi, knex, layout, plain),
      ]),
    ];
  };

/** The second sheet's cells as its rows hold them: every text by sheetText's rules (scoreSelect). */
export const scoreSheetCells = (knex: Knex): ScoreSqlCells => ({
  text: (value) => sheetText(knex, value),
  known: (text) => cellText(text) || null,
  minute: (column) => jerusalemMinute(knex, column),
});

/** The second sheet's `<row>` for its cells, numbered in `orderBy`'s order after the header. */
export const scoreSheetRow =
  (knex: Knex) =>
  (cells: Knex.Raw[], orderBy: string[]): Knex.Raw =>
    sheetRowXml(
      knex,
      cells,
      (index) => (index === SCORE_COLUMN ? '' : null),
      knex.raw(`row_number() OVER (ORDER BY ${orderBy.join(', ')}) + 1`),
    );
