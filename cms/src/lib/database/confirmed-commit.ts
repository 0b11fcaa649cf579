// "201 means stored" (README.md, "How a lead is taken in"): a write counts as done only when the
// database itself has confirmed it: by the answer to a single statement outside a transaction
// (PostgreSQL sends it only after the commit: the write then resolves `{ confirmed: true }`), or
// else by showing the row on a connection other than the one that wrote it.
//
// Why the transaction's own outcome is not enough: a connection that dies just before or during
// COMMIT leaves the outcome unknown to the client. The driver may reject ("Connection terminated"),
// although the server may have committed before it went, and knex may even resolve the
// transaction although COMMIT never got its answer (knex issues #3847 and #6141). So, after the
// transaction resolves, and when it fails with a connection error, the row is looked up by its
// unique reference through the pool, which hands out a live connection:
//   found        → the write happened: success, whatever the transaction said;
//   not found    → it did not (a backend that answered or died has finished its transaction, so a
//                  commit can no longer appear): 503, and the caller removes the attachment;
//   lookup fails → nobody can tell yet: 503, but the caller keeps the attachment; if the row did
//                  commit it points at it, and if not the orphan sweep removes it once it is old.
// A write that never got a connection wrote nothing: 503 without a lookup, which would fail too.
// A failure that is not about the connection (a unique index refusing a reference, a bad value)
// is the query's own answer and passes through unchanged.

import { ApiError } from '../http/api-error';
import { isDatabaseUnavailable, isNoConnection } from './unavailable';

const LOOKUP_ATTEMPTS = 3;
const LOOKUP_PAUSE_MS = 100;

/** The 503 of a write that did not happen, or whose outcome could not be learnt. */
export class WriteNotConfirmed extends ApiError {
  constructor(
    /** True when the row may exist after all: its files must stay. */
    readonly mayHaveCommitted: boolean,
    cause: unknown,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.', undefined, { 'Retry-After': '30' });
    this.cause = cause;
  }
}

/**
 * Runs `write` (one transaction, or one statement) and answers once the database has confirmed it:
 * by its own answer (`confirmed`), or else once `isStored` (a lookup on the pool) has seen its row.
 * Throws WriteNotConfirmed when it cannot.
 */
export const confirmedCommit = async (
  write: () => Promise<{ confirmed: boolean } | void>,
  isStored: () => Promise<boolean>,
): Promise<void> => {
  let failure: unknown = undefined;
  try {
    if ((await write())?.confirmed) return;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // No connection was ever had (the pool is exhausted, the server refuses): nothing was written.
    if (isNoConnection(error)) throw new WriteNotConfirmed(false, error);
    failure = error;
  }
  let stored: boolean | undefined;
  for (let attempt = 1; stored === undefined; attempt += 1) {
    try {
      stored = await isStored();
    } catch (error) {
      // The pool may still hold connections that died with the writer's (a server restart ends
      // them all): those fail at once, so a few tries reach a live one or a down database.
      if (attempt >= LOOKUP_ATTEMPTS || !isDatabaseUnavailable(error))
        throw new WriteNotConfirmed(true, failure ?? error);
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_PAUSE_MS));
    }
  }
  if (!stored) throw new WriteNotConfirmed(false, failure ?? new Error('the committed row is not there'));
};
