// RFC 4180 CSV as the export writes it, read back strictly: quoted fields, doubled quotes, every row
// ending in CRLF. CommonJS so that the CMS's jest tests and the end-to-end scenarios share this copy.

/**
 * Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of cells.
 * @param {string} text
 * @returns {string[][]}
 */
const parseCsv = (text) => {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`a bare line break at ${index}: RFC 4180 rows end with CRLF`);
    } else cell += char;
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (cell !== '' || row.length) throw new Error('the last row does not end with CRLF');
  return rows;
};

module.exports = { parseCsv };
