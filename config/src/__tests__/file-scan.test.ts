// A file's malware scan states: named once, each with its Hebrew label; only `clean` downloads.
import {
  DEFAULT_FILE_SCAN_STATE,
  DOWNLOADABLE_FILE_SCAN_STATE,
  FILE_SCAN_LABELS,
  FILE_SCAN_STATES,
  FileNotCleanAnswer,
  isFileScanState,
  LeadsPaginateQuery,
} from '../index';

describe("a file's scan state", () => {
  it('has a Hebrew label for each of the four states, and no other', () => {
    expect([...FILE_SCAN_STATES]).toEqual(['pending', 'clean', 'infected', 'unscannable']);
    expect(Object.keys(FILE_SCAN_LABELS).sort()).toEqual([...FILE_SCAN_STATES].sort());
    for (const label of Object.values(FILE_SCAN_LABELS)) expect(label).toMatch(/^[\u0590-\u05FF ]+$/);
  });

  it('starts pending, and downloads only when clean', () => {
    expect(DEFAULT_FILE_SCAN_STATE).toBe('pending');
    expect(DOWNLOADABLE_FILE_SCAN_STATE).toBe('clean');
    expect(isFileScanState('infected')).toBe(true);
    expect(isFileScanState('dirty')).toBe(false);
  });

  it('filters the lead list by one state, and answers a refused download with the state beside the error', () => {
    expect(LeadsPaginateQuery.safeParse({ fileScan: 'infected' }).success).toBe(true);
    expect(LeadsPaginateQuery.safeParse({ fileScan: 'dirty' }).success).toBe(false);
    const answer = { success: false, error: { code: 'FILE_NOT_CLEAN', message: 'Not clean.' }, fileScan: 'pending' };
    expect(FileNotCleanAnswer.parse(answer)).toEqual(answer);
  });
});
