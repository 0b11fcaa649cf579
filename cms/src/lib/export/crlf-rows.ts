// Turns PostgreSQL's CSV row ends into RFC 4180's, for the export on PostgreSQL (postgres-copy.ts).

import { Transform } from 'node:stream';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * PostgreSQL ends CSV rows with LF; RFC 4180 (and the JavaScript writer, csv.ts) with CRLF. A line break
 * inside a quoted cell is data and stays: every quote opens or closes a quoted cell (an escaped
 * quote, two in a row, does both), so only an LF outside quotes ends a row. Counts the rows.
 */
export const crlfRows = (onRows: (count: number) => void) => {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      let nextQuote = chunk.indexOf(QUOTE);
      let index = 0;
      while (index < chunk.length) {
        if (quoted) {
          if (nextQuote === -1) break;
          quoted = false;
          index = nextQuote + 1;
          nextQuote = chunk.indexOf(QUOTE, index);
          continue;
        }
        const lineEnd = chunk.indexOf(LF, index);
        if (nextQuote !== -1 && (lineEnd === -1 || nextQuote < lineEnd)) {
          quoted = true;
          index = nextQuote + 1;
          nextQuote = chunk.indexOf(QUOTE, index);
          continue;
        }
        if (lineEnd === -1) break;
        ends.push(lineEnd);
        index = lineEnd + 1;
      }
      if (!ends.length) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const end of ends) {
        at += chunk.copy(out, at, from, end);
        out[at++] = CR;
        out[at++] = LF;
        from = end + 1;
      }
      chunk.copy(out, at, from);
      onRows(ends.length);
      done(null, out);
    },
  });
};
