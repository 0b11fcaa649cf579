// The files of a backup as one tar stream (POSIX ustar, readable by any `tar`): written entry by
// entry as the files are read from storage, and read back the same way, so no file is ever held
// whole in memory and no temporary copy is made. Names are short (a 32-hex key, a Media Library
// file name), within ustar's 100 bytes.

import { createHash } from 'crypto';
import { PassThrough, Readable, Transform } from 'stream';

const BLOCK = 512;

const header = (name: string, size: number, mtime: Date) => {
  const block = Buffer.alloc(BLOCK);
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, 'utf8');
  const octal = (value: number, offset: number, length: number) =>
    field(value.toString(8).padStart(length - 1, '0'), offset, length - 1);
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the backup's tar: ${name}`);
  field(name, 0, 100);
  octal(0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(' ', 148, 156);
  field('0', 156, 1);
  field('ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8);
  return block;
};

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** What an entry turned out to hold. */
export type EntryDigest = { size: number; sha256: string };

/**
 * A tar stream being written: `add` one entry at a time (its exact size known first), `finish`
 * at the end. `stream` is what to store or encrypt; it is paused while its reader is behind.
 */
export const tarWriter = () => {
  // A megabyte in hand: a campaign's files are small, and waiting for room after each one would
  // cost more than copying it.
  const stream = new PassThrough({ highWaterMark: 1024 * 1024 });
  const push = (chunk: Buffer) =>
    stream.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => stream.once('drain', resolve));
  return {
    stream,
    /** Writes one entry; answers its sha256. Rejects when `body` does not hold exactly `size` bytes. */
    async add(name: string, size: number, body: Readable): Promise<EntryDigest> {
      await push(header(name, size, new Date()));
      const hash = createHash('sha256');
      let written = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was copied`);
        hash.update(chunk);
        await push(chunk);
      }
      if (written !== size) throw new Error(`${name} is ${written} bytes, not the ${size} its storage said`);
      await push(padding(size));
      return { size, sha256: hash.digest('hex') };
    },
    async finish() {
      await push(Buffer.alloc(BLOCK * 2));
      stream.end();
    },
    fail(error: Error) {
      stream.destroy(error);
    },
  };
};

/**
 * Reads a tar stream entry by entry: `onEntry` gets each regular file's name and size and a stream
 * of its bytes, which it must consume. Answers when the archive's end is reached.
 */
export const readTar = async (
  input: Readable,
  onEntry: (name: string, size: number, body: Readable) => Promise<void>,
): Promise<void> => {
  const iterator = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  const take = async (length: number): Promise<Buffer | null> => {
    while (pending.length < length) {
      const next = await iterator.next();
      if (next.done) return null;
      pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    }
    const part = pending.subarray(0, length);
    pending = pending.subarray(length);
    return part;
  };
  /** The next `size` bytes, as a stream handed over in pieces of at most 64 KiB. */
  const body = (size: number) => {
    let left = size;
    return Readable.from(
      (async function* () {
        while (left > 0) {
          const part = await take(Math.min(left, 64 * 1024));
          if (!part) throw new Error('the backup archive ends in the middle of a file');
          left -= part.length;
          yield Buffer.from(part);
        }
      })(),
    );
  };
  for (;;) {
    const block = await take(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    const text = (offset: number, length: number) =>
      block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
    const name = text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1) || '0';
    if (type === '0') {
      const stream = body(size);
      await onEntry(name, size, stream);
      // Whatever the reader left unread is skipped.
      for await (const _ of stream) void _;
    } else {
      await take(size);
    }
    await take(padding(size).length);
  }
};

/** A pass-through that hashes what flows through it. */
export const hashing = () => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: (): EntryDigest => ({ size, sha256: hash.digest('hex') }) };
};
