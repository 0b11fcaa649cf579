// What clamd's answer (clamd.ts) means for a file's scan state (config/src/file-scan.ts), and the
// detail kept with it: ClamAV's signature name, or why there is no verdict.

import type { FileScanState } from '@vision/config';
import type { ClamdAnswer } from './clamd';

/** A file's scan state once the scan is over, and what goes with it (the row's fileScanDetail). */
export type Verdict = { state: Exclude<FileScanState, 'pending'>; detail: string | null };

/** Why a file has no verdict of clamd's own, kept in its detail. */
export const SCAN_NOTES = {
  /** Written while no scanner was configured (development without clamd, FILE_SCAN_DISABLED=true). */
  noScanner: 'no-scanner',
  /** Over clamd's stream limit (StreamMaxLength). */
  overLimits: 'over-limits',
  /** clamd answered with errors, FILE_SCAN_MAX_ATTEMPTS times. */
  scanFailed: 'scan-failed',
  /** The file was not in private storage any more. */
  fileMissing: 'file-missing',
} as const;

/**
 * clamd's way of saying it could not look inside (AlertEncrypted, AlertExceedsMax): a password on
 * an archive or a document, a size or depth over its limits. No virus was found; none could be.
 */
const CANNOT_LOOK_INSIDE = /^Heuristics\.(Encrypted|Limits\.Exceeded)\./;

/** The verdict of clamd's answer; null when there is none yet (an error worth trying again). */
export const verdictOf = (answer: ClamdAnswer): Verdict | null => {
  if (answer.kind === 'clean') return { state: 'clean', detail: null };
  if (answer.kind === 'found') {
    const threats = answer.signatures.filter((name) => !CANNOT_LOOK_INSIDE.test(name));
    if (threats.length > 0) return { state: 'infected', detail: threats.join(', ').slice(0, 255) };
    return { state: 'unscannable', detail: answer.signatures.join(', ').slice(0, 255) || null };
  }
  if (/size limit exceeded/i.test(answer.message)) return { state: 'unscannable', detail: SCAN_NOTES.overLimits };
  return null;
};
