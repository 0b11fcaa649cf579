// One claim loop of a job worker (the e-mail outbox: api/mail-job/services/mail-worker.ts; the
// malware scans: api/scan-job/services/scan-worker.ts): every `intervalMs`, or at once when nudged,
// it claims due jobs and works them, batch after batch, until a batch is not full. Two loops (on
// two instances, or in a test) never work a job twice: each batch is leased to its own token
// (lib/mail/job-leases.ts, lib/scan/scan-jobs.ts).

import { randomBytes } from 'crypto';

/** What became of one job; `unreachable`: what it needs is down, so the rest of the batch waits. */
export type JobOutcome = 'unreachable' | (string & {});

export type ClaimLoopParts<Job> = {
  /** For the log: `[mail] the outbox …`. */
  name: string;
  /** What the jobs are read from, for the log ("the outbox"). */
  queue: string;
  claim: (token: string) => Promise<Job[]>;
  work: (job: Job, token: string) => Promise<JobOutcome>;
  release: (token: string) => Promise<unknown>;
  settings: () => { batchSize: number; intervalMs: number };
  log: { info: (message: string) => void; error: (message: string) => void };
};

export const createClaimLoop = <Job>({ name, queue, claim, work, release, settings, log }: ClaimLoopParts<Job>) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failing = false;
  /** A nudge that came while a round ran: one more round follows at once. */
  let again = false;

  /** Claims and works batches until none is full; answers how many jobs were handled. */
  const drain = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      const token = randomBytes(12).toString('hex');
      const jobs = await claim(token);
      for (const job of jobs) {
        handled += 1;
        // What the jobs need cannot be reached: the rest of the batch waits for the next round.
        if ((await work(job, token)) === 'unreachable') {
          await release(token);
          return handled;
        }
      }
      if (jobs.length < settings().batchSize) return handled;
    }
  };

  const round = async () => {
    try {
      await drain();
      if (failing) log.info(`[${name}] ${queue} is reachable again`);
      failing = false;
    } catch (error) {
      if (!failing) log.error(`[${name}] ${queue} could not be read: ${(error as Error).message}`);
      failing = true;
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      again = false;
      running = round().finally(() => {
        running = null;
        schedule(again ? 0 : settings().intervalMs);
      });
    }, delayMs);
  };

  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(settings().intervalMs);
    },
    /** A round as soon as possible (a job was just written), without waiting for the interval. */
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
};
