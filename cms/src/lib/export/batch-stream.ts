// The export's rows as a pull stream over the lead batches (lead-batches.ts), whatever the format:
// the next batch is read only when the consumer has taken the last one. The batches are queued, so
// a read() that Node starts while a batch's pieces are being pushed waits its turn. Each format
// says what text a batch becomes and what ends the file.

import { Readable } from 'node:stream';
import type { LeadBatch, LeadBatches } from '../leads/lead-batches';
import type { ExportProgress } from './export-row';

export type BatchText = {
  /** A batch's rows as text, in pieces of about 32 K characters (csv.ts says why). */
  ofBatch(batch: LeadBatch): string[];
  /** What ends the file once no batch is left. */
  atEnd(): string;
};

export const batchStream = (
  first: LeadBatch | null,
  batches: LeadBatches,
  text: BatchText,
  progress: ExportProgress,
  highWaterMark: number,
): Readable => {
  let pending = first;
  return new Readable({
    highWaterMark,
    read() {
      const batch = pending;
      pending = null;
      (batch ? Promise.resolve(batch) : batches.next()).then(
        (next) => {
          if (this.destroyed) return;
          if (next) {
            progress.rows += next.leads.length;
            for (const piece of text.ofBatch(next)) this.push(piece);
            return;
          }
          progress.complete = true;
          const end = text.atEnd();
          if (end) this.push(end);
          this.push(null);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
};
