// A real PDF of an exact size, for tests, benchmarks, fault drills and the end-to-end run. CommonJS
// so that both the ES-module scripts and the CMS's jest tests (CommonJS TypeScript) load this copy.

const { randomBytes } = require('node:crypto');

/**
 * A well-formed one-page PDF (catalog, pages, page, one content stream, xref table, trailer) of
 * exactly `size` bytes: starts with `%PDF-1.4`, ends with `%%EOF`, the stream padded with random
 * bytes. Offsets are zero-padded so the layout does not depend on the size.
 * @param {number} [size] in bytes, 1 KB when left out
 * @returns {Buffer}
 */
const pdfBytes = (size = 1024) => {
  /** @param {number} streamLength */
  const build = (streamLength) => {
    /** @param {number} value */
    const pad = (value) => String(value).padStart(10, '0');
    /** @type {Buffer[]} */
    const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    /** @type {number[]} */
    const offsets = [];
    const length = () => parts.reduce((sum, part) => sum + part.length, 0);
    /** @param {Buffer[]} body */
    const object = (...body) => {
      offsets.push(length());
      parts.push(...body);
    };
    object(Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'));
    object(Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'));
    object(Buffer.from('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n'));
    object(
      Buffer.from(`4 0 obj\n<< /Length ${pad(streamLength)} >>\nstream\n`),
      randomBytes(streamLength),
      Buffer.from('\nendstream\nendobj\n'),
    );
    const xref = length();
    const rows = offsets.map((offset) => `${pad(offset)} 00000 n \n`).join('');
    parts.push(
      Buffer.from(
        `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}` +
          `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${pad(xref)}\n%%EOF\n`,
      ),
    );
    return Buffer.concat(parts);
  };
  const overhead = build(0).length;
  if (size < overhead) throw new Error(`a PDF cannot be smaller than ${overhead} bytes`);
  const pdf = build(size - overhead);
  if (pdf.length !== size) throw new Error(`built a ${pdf.length}-byte PDF instead of ${size}`);
  return pdf;
};

module.exports = { pdfBytes };
