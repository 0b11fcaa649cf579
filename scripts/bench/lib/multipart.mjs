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
