// The malware scan of a lead's file (README.md, "Malware scanning"): its states, with the Hebrew
// label people read, named once for the CMS (schema, scan worker, downloads, export) and its panel.

export const FILE_SCAN_STATES = ['pending', 'clean', 'infected', 'unscannable'] as const;

export type FileScanState = (typeof FILE_SCAN_STATES)[number];

export const isFileScanState = (value: unknown): value is FileScanState =>
  typeof value === 'string' && (FILE_SCAN_STATES as readonly string[]).includes(value);

/**
 * Every file starts here: new ones, and the ones received before scanning existed, which the
 * scanner then reads like any other.
 */
export const DEFAULT_FILE_SCAN_STATE: FileScanState = 'pending';

/** The only state whose file staff may download. */
export const DOWNLOADABLE_FILE_SCAN_STATE: FileScanState = 'clean';

export const FILE_SCAN_LABELS: Record<FileScanState, string> = {
  pending: 'ממתין לסריקה',
  clean: 'נקי',
  infected: 'נגוע',
  // An encrypted archive or document, a file over the scanner's limits, or no scanner at all.
  unscannable: 'לא ניתן לסריקה',
};
