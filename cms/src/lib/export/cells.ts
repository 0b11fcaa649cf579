// The one rule every exported text cell follows, whichever writer writes it (the CSV and XLSX
// writers in JavaScript, or PostgreSQL's COPY for the CSV there): a cell that a spreadsheet would
// run as a formula gets a leading apostrophe.

/** What a formula begins with in Excel, LibreOffice and Google Sheets: = + - @, tab, carriage return. */
export const FORMULA_CHARACTERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

const FORMULA_START = new RegExp(
  `^[${FORMULA_CHARACTERS.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`,
);

/** The source of the test above, for writers that combine it with their own rules. */
export const FORMULA_START_SOURCE = FORMULA_START.source;

export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
