// The export's rows as a pull stream over the lead batches (lead-batches.ts), whatever the format:
// the next batch is read only when the consumer has taken the last one. The batches are queued, so
// a read() that Node starts while a batch's pieces are being pushed waits its turn. Each format
// says what text a batch becomes and what ends the file.

import { Readable } from 'node:stream';
import type { LeadBatch } from '../leads/lead-batches';
import type { ExportProgress } from './export-row';

/** Batches of leads (lead-batches.ts, or score-sheet.ts's), each read once the previous one is taken. */
type Batches<Batch> = { next(): Promise<Batch | null> };

export type BatchText<Batch = LeadBatch> = {
  /** A batch's rows as text, in pieces of about 32 K characters (csv.ts says why). */
  ofBatch(batch: Batch): string[];
  /** What ends the file once no batch is left. */
  atEnd(): string;
};

export const batchStream = <Batch extends { leads: readonly unknown[] }>(
  first: Batch | null,
  batches: Batches<Batch>,
  text: BatchText<Batch>,
  progress: ExportProgress,
  highWaterMark: number,
): Readable => {
  let pending = first;
  const stream: Readable = new Readable({
    highWaterMark,
    read() {
      pull();
    },
  });
  // A batch that comes to no text (leads without a score, for the scores' sheet) pushes nothing, and
  // Node would not ask again: the next batch is read at once.
  const pull = () => {
    const batch = pending;
    pending = null;
    (batch ? Promise.resolve(batch) : batches.next()).then(
      (next) => {
        if (stream.destroyed) return;
        if (next) {
          progress.rows += next.leads.length;
          const pieces = text.ofBatch(next);
          for (const piece of pieces) stream.push(piece);
          if (!pieces.length) pull();
          return;
        }
        progress.complete = true;
        const end = text.atEnd();
        if (end) stream.push(end);
        stream.push(null);
      },
      (error: Error) => stream.destroy(error),
    );
  };
  return stream;
};
