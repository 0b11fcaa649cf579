// Reads the lead form (README.md, "The /api contract") from a multipart stream without buffering
// it: text fields into memory (each capped), the one file streamed straight to its final random key
// in private storage (a folder or S3) while hashing it and keeping its first bytes for type detection. The 5 MB limit is enforced
// while streaming: the request is cut off, the rest is never stored. The stored file is a
// ReceivedFile from its first byte (lib/attachments/received-file.ts), which alone decides whether
// it stays: on any failure here it is released before this returns. A body still arriving after
// `timeoutMs` is cut off (408), and a file private storage cannot take is refused at once (503):
// neither waits for the rest of the upload.

import Busboy from 'busboy';
import { createHash } from 'crypto';
import type { IncomingMessage } from 'http';
import { pipeline } from 'stream/promises';
import { Transform, type Readable } from 'stream';
import { FILE_MAX_BYTES, type ValidationKey } from '@vision/config';
import { HEAD_BYTES } from '../attachments/file-type';
import { ReceivedFile } from '../attachments/received-file';
import { StorageFault, storageUnavailable, type AttachmentStore } from '../attachments/storage';
import { ApiError } from './api-error';

export const TEXT_FIELDS = [
  'visionPresenters',
  'contacts',
  'visionSubmissionArea',
  'confirmation',
  'recaptchaToken',
  'locale',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type { ReceivedFile };
export type ReceivedForm = { fields: Partial<Record<TextField, string>>; file: ReceivedFile | null };

/** Larger than any legitimate text field (five contacts as JSON fit in a few KB). */
const FIELD_MAX_BYTES = 16 * 1024;
/** Room for the text fields and multipart framing on top of the file. */
const FORM_OVERHEAD_BYTES = 128 * 1024;

const invalid = (field: string, key: ValidationKey, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { [field]: key });

const tooLarge = () =>
  new ApiError(
    413,
    'FILE_TOO_LARGE',
    'The file is larger than 5 MB.',
    { file: 'INVALID_SIZE' },
    { Connection: 'close' },
  );

const timedOut = (timeoutMs: number) =>
  new ApiError(
    408,
    'REQUEST_TIMEOUT',
    `The form did not arrive within ${Math.round(timeoutMs / 1000)} seconds.`,
    undefined,
    { Connection: 'close' },
  );

export type ReadOptions = {
  /** How long the whole body may take to arrive (config/server.ts, requestTimeoutMs). */
  timeoutMs: number;
};

/** The form of a multipart/form-data request (the caller checks the type), its file put in `store`. */
export const readLeadForm = async (
  request: IncomingMessage,
  store: AttachmentStore,
  { timeoutMs }: ReadOptions,
): Promise<ReceivedForm> => {
  const declaredLength = Number(request.headers['content-length'] || 0);
  if (declaredLength > FILE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();

  // A visitor who closes the page mid-upload makes the request emit 'error' ("aborted"): an
  // expected end, handled through 'aborted' below, never an uncaught exception.
  request.on('error', () => undefined);
  const fields: ReceivedForm['fields'] = {};
  let file: ReceivedFile | null = null;
  let failure: ApiError | null = null;
  const writes: Promise<void>[] = [];
  const started: ReceivedFile[] = [];
  const fileStreams: Readable[] = [];

  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: request.headers,
      // busboy reports the limit when a file reaches it: one byte more than we accept.
      limits: { fileSize: FILE_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 30 },
      defParamCharset: 'utf8',
    });
  } catch (error) {
    throw new ApiError(400, 'VALIDATION_FAILED', `Malformed form: ${(error as Error).message}`);
  }

  const fail = (error: ApiError) => {
    failure ??= error;
  };
  // Settles the read early when the request is cut off: the parser then never closes by itself.
  let cutOff: () => void = () => undefined;
  const wasCutOff = new Promise<void>((resolve) => (cutOff = resolve));
  /** Stops receiving at once: the client is answered `error` and the connection closed. */
  const stop = (error: ApiError) => {
    fail(error);
    request.unpipe(busboy);
    // With an error: a busboy file stream destroyed without one left its pipeline unsettled (the
    // 413 cut-off then hung until the test's timeout).
    for (const stream of fileStreams) stream.destroy(new Error('upload stopped'));
    cutOff();
  };
  const timer = setTimeout(() => stop(timedOut(timeoutMs)), timeoutMs);

  busboy.on('field', (name, value, info) => {
    if (!(TEXT_FIELDS as readonly string[]).includes(name))
      return fail(new ApiError(400, 'UNKNOWN_FIELD', `Unknown field "${name}".`));
    if (name in fields) return fail(invalid(name, 'INVALID_FORMAT', `The field "${name}" was sent twice.`));
    if (info.valueTruncated) return fail(invalid(name, 'MAX_LENGTH', `The field "${name}" is too long.`));
    fields[name as TextField] = value;
  });

  busboy.on('file', (name, stream, info) => {
    if (name !== 'file') {
      fail(new ApiError(400, 'UNKNOWN_FIELD', `Unknown file field "${name}".`));
      return stream.resume();
    }
    if (file || writes.length > 0) {
      fail(invalid('file', 'INVALID_FORMAT', 'Send one file only.'));
      return stream.resume();
    }
    const hash = createHash('sha256');
    let size = 0;
    const headChunks: Buffer[] = [];
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (size < HEAD_BYTES) headChunks.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    fileStreams.push(stream);
    stream.on('limit', () => stop(tooLarge()));
    const upload = new ReceivedFile(store);
    started.push(upload);
    const received = pipeline(stream, counter);
    // The storage, not the visitor: missing, unwritable, full or unreachable storage stops the
    // upload at once (waiting for the rest of the body would only fill the disk further). The
    // store names its own failures; the upload's breaking off stays the visitor's 400.
    const stored = store.put(upload.key, counter).catch((error: unknown) => {
      if (error instanceof StorageFault) stop(storageUnavailable(error));
      throw error;
    });
    writes.push(
      Promise.all([received, stored])
        .then(() => {
          file = upload.received({
            clientName: info.filename ?? '',
            size,
            sha256: hash.digest('hex'),
            head: Buffer.concat(headChunks),
          });
        })
        // Whatever stopped it (the limit, the storage, the client) has set the answer already;
        // otherwise the multipart stream itself broke off.
        .catch(async () => {
          await Promise.allSettled([received, stored]);
          fail(new ApiError(400, 'VALIDATION_FAILED', 'The upload was interrupted.'));
        }),
    );
  });

  busboy.on('filesLimit', () => fail(invalid('file', 'INVALID_FORMAT', 'Send one file only.')));
  busboy.on('fieldsLimit', () => fail(new ApiError(400, 'VALIDATION_FAILED', 'Too many fields.')));
  busboy.on('partsLimit', () => fail(new ApiError(400, 'VALIDATION_FAILED', 'Too many parts.')));

  try {
    await new Promise<void>((resolve, reject) => {
      busboy.on('close', resolve);
      busboy.on('error', (error: Error) =>
        reject(new ApiError(400, 'VALIDATION_FAILED', `Malformed form: ${error.message}`)),
      );
      request.on('aborted', () => reject(new ApiError(400, 'VALIDATION_FAILED', 'The upload was aborted.')));
      wasCutOff.then(resolve);
      request.pipe(busboy);
    });
    await Promise.all(writes);
    if (failure) throw failure;
    return { fields, file };
  } catch (error) {
    await Promise.all(started.map((upload) => upload.release()));
    throw error;
  } finally {
    clearTimeout(timer);
  }
};
