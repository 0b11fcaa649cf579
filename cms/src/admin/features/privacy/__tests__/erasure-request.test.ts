import { countLines, erasesAnything, resultSentence, subjectOf } from '../erasure-request';

describe('the personal-data dialog', () => {
  it('reads an address or a reference from what was typed, or says why not', () => {
    expect(subjectOf('  Dana@Example.org ')).toEqual({ subject: { email: 'Dana@Example.org' } });
    expect(subjectOf('vn-ab12-cd34')).toEqual({ subject: { reference: 'VN-AB12-CD34' } });
    expect(subjectOf('')).toEqual({ problem: expect.stringContaining('יש להקליד') });
    expect(subjectOf('dana@')).toEqual({ problem: expect.stringContaining('אינה תקינה') });
    expect(subjectOf('12345')).toEqual({ problem: expect.stringContaining('VN-ABCD-1234') });
  });

  it('says the counts in Hebrew, only those above zero', () => {
    const counts = { dryRun: true, leads: 2, quarantinedLeads: 0, contacts: 3, files: 2, notes: 0, filesNotRemoved: 0 };
    expect(countLines(counts)).toEqual([
      { label: 'הצעות', count: '2' },
      { label: 'אנשי קשר של הצעות', count: '3' },
      { label: 'קבצים מצורפים', count: '2' },
    ]);
    expect(erasesAnything(counts)).toBe(true);
    expect(erasesAnything({ leads: 0, quarantinedLeads: 0 })).toBe(false);
  });

  it('says plainly when files could not be removed', () => {
    expect(resultSentence({ filesNotRemoved: 0 })).not.toContain('לא נמחקו');
    expect(resultSentence({ filesNotRemoved: 1 })).toContain('1 קבצים לא נמחקו');
  });
});
