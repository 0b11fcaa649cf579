// The export's worksheets as SpreadsheetML text (xl/worksheets/sheet1.xml for the leads, sheet2.xml
// for their scores, ECMA-376 Part 1 §18.3): a right-to-left sheet with a frozen header row, the
// column widths, and one row per lead (or score) with its texts inline (no shared strings table, which would have to hold every text until the end). The
// rules for a text are also written as regular expressions and replacements that PostgreSQL reads
// alike, for the sheet it writes itself (xlsx-sheet-sql.ts).

import { FORMULA_START_SOURCE, neutraliseCell } from './cells';
import type { ExportCell } from './export-row';

/** The cell formats the sheet refers to, by their position in SHEET_STYLES's cellXfs. */
const XLSX_STYLE = { plain: 0, thousands: 1, header: 2 } as const;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** xl/styles.xml: cellXfs in XLSX_STYLE's order: plain, '#,##0' (Excel's built-in format 3), bold. */
export const SHEET_STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** What XML 1.0 cannot hold: C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The underscore of `_xHHHH_`, which Excel and LibreOffice read as an escaped character in cell text. */
const EXCEL_ESCAPE_START = /_(?=x[0-9a-fA-F]{4}_)/;

/**
 * What XML must escape (a quote needs it only in an attribute, but one rule serves both), the line
 * breaks (an XML reader turns a literal carriage return into a line feed; a line feed is written
 * as a reference too, so that a row is one line of text, which PostgreSQL's COPY needs), and the
 * underscore that begins `_xHHHH_`. Every such underscore, so `_x0041_x0042_` keeps both: an
 * escape of the first alone would leave `_x0042_` to be read as "B".
 */
const XML_ESCAPED = new RegExp(`[&<>"\\r\\n]|${EXCEL_ESCAPE_START.source}`, 'g');

/** `&` first: a writer that applies them one after another must not escape the others' ampersands. */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
  '\n': '&#10;',
  // Excel's own escape of an underscore, so `_x0041_` stays that text, not "A".
  _: '_x005F_',
};

const escapeXml = (found: string) => XML_ESCAPES[found];

/** Text for an element or an attribute value; characters XML cannot hold are left out. */
export const xmlText = (value: string): string => value.replace(NOT_XML, '').replace(XML_ESCAPED, escapeXml);

/** A formula's first character, a character XML cannot hold or one to escape: most cells have none. */
const NEEDS_CARE = new RegExp(`${FORMULA_START_SOURCE}|${NOT_XML.source}|${XML_ESCAPED.source}`);

/**
 * A text cell's content: without what XML cannot hold, then neutralised against formulas
 * (cells.ts), so that leaving out a control character cannot uncover a formula's first character.
 * An empty string is no cell.
 */
export const cellText = (value: string): string =>
  NEEDS_CARE.test(value) ? xmlText(neutraliseCell(value.replace(NOT_XML, ''))) : value;

/**
 * The same rules for PostgreSQL (whose regular expressions read these sources as JavaScript does):
 * which text needs more than the formula rule, what to leave out, and the escapes in order, the
 * last one `_xHHHH_`'s underscore (a pattern; the others are single characters).
 */
export const XML_TEXT_RULES = {
  needsCare: `${NOT_XML.source}|${XML_ESCAPED.source}`,
  notXml: NOT_XML.source,
  characterEscapes: Object.entries(XML_ESCAPES).filter(([found]) => found !== '_'),
  excelEscapeStart: [EXCEL_ESCAPE_START.source, XML_ESCAPES._] as const,
};

/** A column's letters: 0 is A, 25 Z, 26 AA. */
const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** Enough column letters for any export: its fixed columns and a criterion's each, at most CRITERIA_MAX. */
const COLUMNS = Array.from({ length: 128 }, (_, index) => columnLetters(index));

/** The thousands format's attribute, for the cells of a column that takes it. */
export const THOUSANDS_STYLE = ` s="${XLSX_STYLE.thousands}"`;

/** Column `index`'s cell in row `row` holding `text`, already made cell text (cellText). */
export const textCellXml = (index: number, row: number | string, text: string, style = '') =>
  `<c r="${COLUMNS[index]}${row}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;

/** Column `index`'s cell in row `row` holding a number written as `digits`, in `style` (THOUSANDS_STYLE or none). */
export const numberCellXml = (index: number, row: number | string, digits: string, style = '') =>
  `<c r="${COLUMNS[index]}${row}"${style}><v>${digits}</v></c>`;

export const rowStartXml = (row: number | string) => `<row r="${row}">`;

export const ROW_END_XML = '</row>';

/**
 * A row of cells as `<row>` number `rowNumber` (1 is the header). An empty text or no value is no
 * cell at all, as in the CSV. The numbers of `thousandsColumn` take the thousands format.
 */
export const xlsxRow = (rowNumber: number, cells: readonly ExportCell[], thousandsColumn = -1): string => {
  let xml = rowStartXml(rowNumber);
  for (let index = 0; index < cells.length; index += 1) {
    const value = cells[index];
    if (typeof value === 'number') {
      // A number that is not finite has no form in the file: the cell stays empty.
      if (Number.isFinite(value)) {
        xml += numberCellXml(index, rowNumber, String(value), index === thousandsColumn ? THOUSANDS_STYLE : '');
      }
    } else if (value) {
      const text = cellText(value);
      if (text) xml += textCellXml(index, rowNumber, text);
    }
  }
  return xml + ROW_END_XML;
};

const NAMESPACES = `xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`;

/** A sheet's columns: the header row's texts and the widths, and the column (if any) in the thousands format. */
export type SheetColumns = { headers: readonly string[]; widths: readonly number[]; thousandsColumn: number };

/**
 * Everything before a sheet's first row of data: the view (right to left, the header frozen), the
 * widths, the header in bold. A header is text like any other: a criterion's name may begin as a
 * formula does.
 */
export const sheetHead = ({ headers, widths, thousandsColumn }: SheetColumns) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  `<worksheet ${NAMESPACES}>` +
  '<sheetViews><sheetView rightToLeft="1" workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>' +
  '</sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  `<cols>${widths
    .map((width, index) => {
      const style = index === thousandsColumn ? ` style="${XLSX_STYLE.thousands}"` : '';
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"${style}/>`;
    })
    .join('')}</cols>` +
  `<sheetData>${rowStartXml(1)}${headers
    .map((header, index) => textCellXml(index, 1, cellText(header), ` s="${XLSX_STYLE.header}"`))
    .join('')}${ROW_END_XML}`;

export const SHEET_TAIL =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
