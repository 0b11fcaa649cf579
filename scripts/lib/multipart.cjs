// multipart/form-data built byte by byte as a browser sends it, so that hostile names, duplicate
// parts and huge bodies go out exactly as written. CommonJS so that the ES-module scripts (the
// benchmarks, the fault drills, the end-to-end run) and the CMS's jest tests share this one copy.

const { randomBytes } = require('node:crypto');
const path = require('node:path');

/** @typedef {{ name: string, value: string }} TextPart */
/** @typedef {{ name: string, filename: string, content: Buffer, contentType?: string }} FilePart */
/** @typedef {TextPart | FilePart} Part */

/** @type {Record<string, string>} */
const MIME_BY_EXTENSION = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
  html: 'text/html',
  exe: 'application/x-msdownload',
  zip: 'application/zip',
};

/**
 * What a browser would put in a file part's Content-Type: a guess from the name, nothing more.
 * @param {string} filename
 */
const guessContentType = (filename) =>
  MIME_BY_EXTENSION[path.extname(filename).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Quotes a name as browsers do (WHATWG: " CR LF percent-encoded, everything else raw UTF-8).
 * @param {string} value
 */
const quoted = (value) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * One part, its closing line break included.
 * @param {Part} part
 * @param {string} boundary
 * @returns {Buffer<ArrayBuffer>}
 */
const partBytes = (part, boundary) =>
  'content' in part
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; ` +
            `filename="${quoted(part.filename)}"\r\nContent-Type: ${part.contentType ?? guessContentType(part.filename)}\r\n\r\n`,
          'utf8',
        ),
        part.content,
        Buffer.from('\r\n'),
      ])
    : Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n${part.value}\r\n`,
      );

/**
 * The whole body: every part in order, then the closing boundary.
 * @param {Part[]} parts
 * @param {string} boundary
 * @returns {Buffer<ArrayBuffer>}
 */
const multipartBody = (parts, boundary) =>
  Buffer.concat([...parts.map((part) => partBytes(part, boundary)), Buffer.from(`--${boundary}--\r\n`)]);

/** A boundary no file content will contain by chance. */
const newBoundary = () => `----VisionBoundary${randomBytes(12).toString('hex')}`;

module.exports = { guessContentType, multipartBody, newBoundary, partBytes };
