// Request bodies for the lead benchmarks: a real PDF of an exact size, multipart/form-data built
// byte by byte as a browser sends it, and the lead form split so that each request can carry its
// own reCAPTCHA token without rebuilding (or re-hashing) the whole body.

import { randomBytes } from 'node:crypto';

export { pdfBytes } from '../../lib/pdf-bytes.cjs';

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
 * With `distinct`, `body(token, sequence)` also gives every request its own contact address and
 * its own file bytes (16 bytes of the PDF's content stream), as a campaign's visitors do: no two
 * leads then share a duplicate key. Without it every lead shares both with all the others.
 */
export const leadForm = (file, { distinct = false } = {}) => {
  const boundary = newBoundary();
  const textParts = Object.entries(leadFields())
    .filter(([name]) => !(distinct && name === 'contacts'))
    .map(([name, value]) => ({ name, value }));
  const filePart = (content) => ({ name: 'file', filename: 'file.pdf', content, contentType: 'application/pdf' });
  const rest = multipartBody([...textParts, filePart(file)], boundary);
  const token = (value) => partBytes({ name: 'recaptchaToken', value }, boundary);
  if (!distinct) {
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: (value) => Buffer.concat([token(value), rest]),
    };
  }
  const streamStart = file.indexOf('stream\n') + 'stream\n'.length;
  const [contact] = JSON.parse(leadFields().contacts);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: (value, sequence) => {
      const own = Buffer.from(file);
      own.write(String(sequence).padStart(16, '0').slice(-16), streamStart, 'latin1');
      const contacts = JSON.stringify([{ ...contact, email: `bench-${sequence}@example.co.il` }]);
      return Buffer.concat([
        token(value),
        multipartBody([...textParts, { name: 'contacts', value: contacts }, filePart(own)], boundary),
      ]);
    },
  };
};
