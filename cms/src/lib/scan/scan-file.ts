// One claimed scan (scan-jobs.ts): the file streams from private storage to clamd (clamd.ts), the
// answer becomes a verdict (verdicts.ts), an infected file moves into the store's quarantine area
// (lib/attachments/attachment-store.ts), and the verdict is recorded (record-verdict.ts).
//
// Waiting. A clamd or a storage that cannot be reached leaves the scan waiting, tried again with
// exponential backoff (FILE_SCAN_RETRY_BASE_MS doubled each time, at most FILE_SCAN_RETRY_MAX_MS)
// for as long as it takes, and the rest of the batch for the next round: an outage never costs a
// file its scan. An error answer of clamd's own is tried FILE_SCAN_MAX_ATTEMPTS times, then the
// file is `unscannable`.

import type { Core } from '@strapi/strapi';
import type { Readable } from 'stream';
import type { AppConfig } from '../config/app-config';
import { attachmentsOf, StorageFault } from '../attachments/storage';
import { ClamdUnreachable, type ClamdClient } from './clamd';
import { recordVerdict, ScanLeaseLost } from './record-verdict';
import { postponeScan, type ClaimedScan } from './scan-jobs';
import { SCAN_NOTES, verdictOf, type Verdict } from './verdicts';

export type ScanOutcome = Verdict['state'] | 'retry' | 'unreachable';

export type ScanWorkerSettings = AppConfig['file-scan']['worker'];

export type FileScanning = {
  strapi: Core.Strapi;
  clamd: ClamdClient;
  settings: () => ScanWorkerSettings;
  /** Told when clamd or storage could not be reached, and when a scan went through again. */
  reachable: (what: 'clamd' | 'storage', error?: Error) => void;
};

/** The pause before a scan's next try, after `attempts` tries. */
export const backoffMs = ({ retryBaseMs, retryMaxMs }: ScanWorkerSettings, attempts: number) =>
  Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), retryMaxMs);

/** clamd's answer for a stored file; a storage failure while it streams is storage's, not clamd's. */
const scanStored = async ({ clamd }: FileScanning, body: Readable) => {
  let storageError: Error | null = null;
  body.once('error', (error: Error) => (storageError ??= error));
  try {
    return await clamd.scan(body);
  } catch (error) {
    if (storageError) throw new StorageFault(storageError);
    throw error;
  } finally {
    body.destroy();
  }
};

/** Scans one file of this claim and records what became of it. */
export const scanFile = async (scanning: FileScanning, scan: ClaimedScan, token: string): Promise<ScanOutcome> => {
  const { strapi, settings, reachable } = scanning;
  const attempts = scan.attempts + 1;
  const postpone = (lastError: string) =>
    postponeScan(strapi, scan, token, {
      attempts,
      nextAttemptAt: new Date(Date.now() + backoffMs(settings(), attempts)),
      lastError,
    });
  const store = attachmentsOf(strapi);
  const settle = async (verdict: Verdict) => {
    await recordVerdict(strapi, scan, token, verdict);
    return verdict.state;
  };

  try {
    const file = await store.open(scan.attachmentKey);
    if (!file) {
      // Gone: erased with its row (then nothing waits for it), or moved by a try that crashed
      // before it could record its verdict.
      const moved = await store.isQuarantined(scan.attachmentKey);
      return await settle(
        moved ? { state: 'infected', detail: null } : { state: 'unscannable', detail: SCAN_NOTES.fileMissing },
      );
    }
    const answer = await scanStored(scanning, file.body);
    reachable('clamd');
    let verdict = verdictOf(answer);
    if (!verdict) {
      const message = answer.kind === 'error' ? answer.message : 'no verdict';
      if (attempts < settings().maxAttempts) {
        strapi.log.warn(`[scan] clamd could not scan ${scan.leadReference ?? scan.id} (try ${attempts}): ${message}`);
        await postpone(`clamd: ${message}`);
        return 'retry';
      }
      strapi.log.error(`[scan] clamd could not scan ${scan.leadReference ?? scan.id} in ${attempts} tries: ${message}`);
      verdict = { state: 'unscannable', detail: SCAN_NOTES.scanFailed };
    }
    if (verdict.state === 'infected') {
      await store.quarantine(scan.attachmentKey);
      strapi.log.warn(`[scan] ${scan.leadReference ?? scan.id}: infected (${verdict.detail}), moved to quarantine`);
    }
    return await settle(verdict);
  } catch (error) {
    if (error instanceof ClamdUnreachable) {
      reachable('clamd', error);
      await postpone(`clamd: ${error.code}`);
      return 'unreachable';
    }
    if (error instanceof ScanLeaseLost) {
      strapi.log.warn(
        `[scan] ${scan.leadReference ?? scan.id}: another instance took this scan over; its verdict counts`,
      );
      return 'retry';
    }
    if (error instanceof StorageFault) {
      reachable('storage', error);
      await postpone(`storage: ${error.code}`);
      return 'unreachable';
    }
    throw error;
  }
};
