// zip-stream (the zip writer under exceljs's archiver, used by cms/src/lib/export/xlsx.ts) ships
// no type declarations: the part of its API the export uses, as its index.js documents it.
declare module 'zip-stream' {
  import type { Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  type ZipEntryData = { name: string; date?: Date; store?: boolean };

  /** A readable-stream v3 Transform: a zip archive written one entry at a time. */
  class ZipStream extends Transform {
    constructor(options?: { zlib?: ZlibOptions; store?: boolean; forceZip64?: boolean });
    /** Starts an entry; the next may start only once `callback` has been called. */
    entry(
      source: Buffer | string | NodeJS.ReadableStream,
      data: ZipEntryData,
      callback: (error: Error | null) => void,
    ): this;
    /** Writes the central directory and ends the archive once the current entry is done. */
    finalize(): void;
  }

  export = ZipStream;
}
