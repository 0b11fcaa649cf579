// Writes whose outcome nobody could learn when they were answered (confirmed-commit.ts: the
// connection died around COMMIT and the lookup failed too, the database being down): the visitor
// got a 503 and the attachment stayed, since the row may exist. Once the database answers again the
// outcome is certain (the backend that ran the COMMIT has finished, one way or the other), so the
// write is looked up again: row found → the file is its attachment and stays; row absent → the file
// is removed now, instead of lying on disk, with personal data in it, until the orphan sweep finds
// it old. The fault drill (scripts/faults/postgres-outage.mjs) found 8 such files in one outage.
//
// Absent means absent twice, a pause apart: a server cut off from us by the network (rather than
// restarted) may still be finishing that COMMIT when the first lookup runs.
// Retried in the background with a growing pause, for as long as the process lives; if it ends
// first, the orphan sweep removes what is left once it is old. Timers never keep the process up.

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 5_000;
const ABSENT_LOOKUPS = 2;

export type InDoubtWrite = {
  /** Looks the row up; throws while the database cannot be reached. */
  isStored: () => Promise<boolean>;
  /** Undoes what the write left behind (removes its file) once the row is known to be absent. */
  discard: () => Promise<void>;
  /** Told how it ended (for the log). */
  settled?: (outcome: 'stored' | 'discarded') => void;
};

const pending = new Set<InDoubtWrite>();

/** How many writes are still waiting for the database to settle them (readiness, tests). */
export const inDoubtCount = () => pending.size;

/** Settles `write` once the database answers; resolves then (callers need not wait). */
export const settleLater = (write: InDoubtWrite, firstPauseMs = FIRST_PAUSE_MS): Promise<void> => {
  pending.add(write);
  let absent = 0;
  return new Promise<void>((resolve) => {
    const attempt = (pauseMs: number) => {
      const timer = setTimeout(async () => {
        let stored: boolean;
        try {
          stored = await write.isStored();
        } catch {
          absent = 0;
          attempt(Math.min(pauseMs * 2, LONGEST_PAUSE_MS));
          return;
        }
        if (!stored && ++absent < ABSENT_LOOKUPS) {
          attempt(firstPauseMs);
          return;
        }
        try {
          // A file that will not go is the orphan sweep's, later.
          if (!stored) await write.discard().catch(() => undefined);
        } finally {
          pending.delete(write);
          write.settled?.(stored ? 'stored' : 'discarded');
          resolve();
        }
      }, pauseMs);
      timer.unref?.();
    };
    attempt(firstPauseMs);
  });
};
