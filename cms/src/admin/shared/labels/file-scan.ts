// A file's malware scan state as a person reads it, in the reader's language, never the stored key.

import { FILE_SCAN_STATES, isFileScanState } from '@vision/config';
import { textOf } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';

export const fileScanLabel = (value: unknown): string =>
  isFileScanState(value) ? textOf(SHARED_MESSAGES, `vision.shared.file-scan.${value}`) : '—';

/** The states in the order a file goes through them, for the list's filter. */
export const fileScanOptions = (): { value: string; label: string }[] =>
  FILE_SCAN_STATES.map((state) => ({ value: state, label: fileScanLabel(state) }));
