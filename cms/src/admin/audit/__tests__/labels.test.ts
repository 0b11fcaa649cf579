import { auditActionLabel, auditDetailLines } from '../labels';

describe('an audit entry in Hebrew', () => {
  it('names each action as a sentence', () => {
    expect(auditActionLabel('leads-export')).toBe('ייצוא הצעות');
    expect(auditActionLabel('attachment-download')).toBe('הורדת קובץ מצורף');
    expect(auditActionLabel('quarantine-accept')).toBe('קבלת הגשה מההסגר');
  });

  it("lists an export's details as lines a person reads", () => {
    const lines = auditDetailLines(
      {
        format: 'xlsx',
        filters: { area: 'health', from: '2026-01-01' },
        rows: 1200,
        complete: false,
        note: 'the download was cut off before the end',
        ms: 2500,
      },
      { areaLabel: (key) => (key === 'health' ? 'בריאות' : key) },
    );
    expect(lines).toEqual([
      { label: 'פורמט', value: 'Excel' },
      { label: 'סינון', value: 'תחום: בריאות · מתאריך: 2026-01-01' },
      { label: 'מספר ההצעות', value: '1,200' },
      { label: 'הושלם', value: 'לא' },
      { label: 'הערה', value: 'ההורדה נקטעה לפני סופה' },
      { label: 'משך', value: '2.5 שניות' },
    ]);
  });

  it('says an export without filters exported every lead', () => {
    expect(auditDetailLines({ filters: {} })).toEqual([{ label: 'סינון', value: 'ללא סינון (כל ההצעות)' }]);
  });

  it('shows a download and keeps an unknown key rather than hide it', () => {
    expect(
      auditDetailLines({ name: 'חזון.pdf', size: 2048, quarantined: true, extra: 1 }, { size: () => '2 KB' }),
    ).toEqual([
      { label: 'שם הקובץ', value: 'חזון.pdf' },
      { label: 'גודל', value: '2 KB' },
      { label: 'מההסגר', value: 'כן' },
      { label: 'extra', value: '1' },
    ]);
  });
});
