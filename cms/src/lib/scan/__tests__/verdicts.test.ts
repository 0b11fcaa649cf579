// What clamd's answers mean for a file's scan state.
import { verdictOf } from '../verdicts';

describe('a scan verdict', () => {
  it('is clean when clamd found nothing', () => {
    expect(verdictOf({ kind: 'clean' })).toEqual({ state: 'clean', detail: null });
  });

  it('is infected with the signature names, leaving out what only says clamd could not look inside', () => {
    expect(verdictOf({ kind: 'found', signatures: ['Eicar-Test-Signature', 'Heuristics.Encrypted.Zip'] })).toEqual({
      state: 'infected',
      detail: 'Eicar-Test-Signature',
    });
  });

  it('is unscannable for an encrypted archive or document, or a file over the limits, naming why', () => {
    expect(verdictOf({ kind: 'found', signatures: ['Heuristics.Encrypted.PDF'] })).toEqual({
      state: 'unscannable',
      detail: 'Heuristics.Encrypted.PDF',
    });
    expect(verdictOf({ kind: 'found', signatures: ['Heuristics.Limits.Exceeded.MaxFileSize'] })?.state).toBe(
      'unscannable',
    );
    expect(verdictOf({ kind: 'error', message: 'INSTREAM size limit exceeded.' })).toEqual({
      state: 'unscannable',
      detail: 'over-limits',
    });
  });

  it('waits for another try after any other error of clamd', () => {
    expect(verdictOf({ kind: 'error', message: "Can't allocate memory" })).toBeNull();
  });
});
