// Request bodies for the lead benchmarks: a real PDF of an exact size, multipart/form-data built
// byte by byte as a browser sends it, and the lead form split so that each request can carry its
// own reCAPTCHA token without rebuilding (or re-hashing) the whole body.

import { randomBytes } from 'node:crypto';

/**
 * A well-formed one-page PDF (catalog, pages, page, one content stream, xref table, trailer) of
 * exactly `size` bytes: starts with `%PDF-1.4`, ends with `%%EOF`, the stream padded with random
 * bytes. Offsets are zero-padded so the layout does not depend on the size.
 */
export const pdfBytes = (size) => {
  const build = (streamLength) => {
    const pad = (value) => String(value).padStart(10, '0');
    const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets = [];
    const length = () => parts.reduce((sum, part) => sum + part.length, 0);
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

/** Quotes a name as browsers do (WHATWG: " CR LF percent-encoded, everything else raw UTF-8). */
const quoted = (value) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** One part: `{ name, value }` for a text field, `{ name, filename, content, contentType }` for a file. */
const partBytes = (part, boundary) =>
  'content' in part
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; ` +
            `filename="${quoted(part.filename)}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      ])
    : Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n${part.value}\r\n`,
      );

export const multipartBody = (parts, boundary) =>
  Buffer.concat([...parts.map((part) => partBytes(part, boundary)), Buffer.from(`--${boundary}--\r\n`)]);

export const newBoundary = () => `----VisionBench${randomBytes(12).toString('hex')}`;

/** The text fields of a valid lead, as the site sends them (every value a string). */
export const leadFields = () => ({
  visionPresenters: 'ישראל ישראלי',
  contacts: JSON.stringify([
    { fullName: 'ישראל ישראלי', role: 'יזם', phoneNumber: '0501234567', email: 'israel@example.co.il' },
  ]),
  visionSubmissionArea: 'economy',
  confirmation: 'true',
});

/**
 * The lead form with `file` as its one attachment (named file.pdf), split in two: the token part,
 * built per request, and everything else, built once. `body(token)` answers the full body.
 */
export const leadForm = (file) => {
  const boundary = newBoundary();
  const rest = multipartBody(
    [
      ...Object.entries(leadFields()).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: 'file.pdf', content: file, contentType: 'application/pdf' },
    ],
    boundary,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: (token) => Buffer.concat([partBytes({ name: 'recaptchaToken', value: token }, boundary), rest]),
  };
};
