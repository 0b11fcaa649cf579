import { AUDIT_ACTIONS } from '@vision/config';
import { auditActionLabel, auditDetailLines } from '../audit';

describe('an audit entry in Hebrew', () => {
  it('names each action as a sentence', () => {
    expect(auditActionLabel('leads-export')).toBe('ייצוא הצעות');
    expect(auditActionLabel('attachment-download')).toBe('הורדת קובץ מצורף');
    expect(auditActionLabel('quarantine-accept')).toBe('קבלת הגשה מההסגר');
    expect(auditActionLabel('lead-review')).toBe('עדכון סקירה');
    expect(auditActionLabel('lead-note')).toBe('הוספת הערה');
  });

  it('names every action the server records, none by its stored key', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action)).toMatch(/^[\u0590-\u05FF ]+$/);
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

  const statusLabel = (status: unknown) =>
    ({ new: 'חדשה', inReview: 'בבדיקה', shortlisted: 'ברשימה הקצרה' })[String(status)] ?? String(status);

  it('says a review change as sentences: the status from and to, whom it was assigned to', () => {
    const lines = auditDetailLines(
      {
        before: { status: 'new', reviewer: null },
        after: { status: 'inReview', reviewer: { id: 7, name: 'דנה לוי' } },
      },
      { statusLabel },
    );
    expect(lines).toEqual([
      { label: 'סטטוס', value: 'הסטטוס שונה מ״חדשה״ ל״בבדיקה״' },
      { label: 'בודק/ת', value: 'ההצעה שויכה ל״דנה לוי״' },
    ]);
  });

  it('says only what changed, and a reviewer taken off', () => {
    const lines = auditDetailLines(
      {
        before: { status: 'shortlisted', reviewer: { id: 7, name: 'דנה לוי' } },
        after: { status: 'shortlisted', reviewer: null },
      },
      { statusLabel },
    );
    expect(lines).toEqual([{ label: 'בודק/ת', value: 'השיוך ל״דנה לוי״ הוסר: אין בודק/ת' }]);
    expect(
      auditDetailLines(
        {
          before: { status: 'new', reviewer: { id: 7, name: 'דנה לוי' } },
          after: { status: 'new', reviewer: { id: 8, name: 'יואב כץ' } },
        },
        { statusLabel },
      ),
    ).toEqual([{ label: 'בודק/ת', value: 'ההצעה שויכה ל״יואב כץ״ (במקום ״דנה לוי״)' }]);
  });

  it("says a note's length and never shows the note's internal id", () => {
    expect(auditDetailLines({ noteId: 41, length: 1200 })).toEqual([{ label: 'אורך ההערה', value: '1,200 תווים' }]);
    expect(auditDetailLines({ noteId: 42, length: 8, replyTo: 41, mentions: [3, 9] })).toEqual([
      { label: 'אורך ההערה', value: '8 תווים' },
      { label: 'תשובה', value: 'תשובה להערה קודמת' },
      { label: 'אזכורים', value: '2 עמיתים הוזכרו' },
    ]);
  });

  it('names the review filters of an export in Hebrew', () => {
    expect(
      auditDetailLines(
        { filters: { status: 'shortlisted', reviewer: '7', duplicate: true } },
        { statusLabel, reviewerLabel: (value) => (value === '7' ? 'דנה לוי' : value) },
      ),
    ).toEqual([{ label: 'סינון', value: 'סטטוס: ברשימה הקצרה · בודק/ת: דנה לוי · ייתכן שכפול: כן' }]);
  });
});

describe('the site content in the audit trail', () => {
  it('names a publish by its version, language and the changed fields in Hebrew', () => {
    expect(auditActionLabel('settings-publish')).toBe('פרסום תוכן האתר');
    expect(
      auditDetailLines({
        locale: 'he',
        version: 7,
        fields: ['topSection.title', 'areas.health.label', 'media.titleImage'],
      }),
    ).toEqual([
      { label: 'שפה', value: 'עברית' },
      { label: 'גרסה', value: '7' },
      {
        label: 'שדות',
        value: expect.stringMatching(/^.+ – .+ · תחומי החזון – .+: שם התחום · תמונת הכותרת$/),
      },
    ]);
  });

  it('says whether the switch closed or opened the call', () => {
    expect(auditDetailLines({ fields: ['isClosed'], isClosed: true })).toContainEqual({
      label: 'ההגשה',
      value: 'נסגרה',
    });
    expect(auditDetailLines({ fields: ['isClosed'], isClosed: false })).toContainEqual({
      label: 'ההגשה',
      value: 'נפתחה',
    });
  });

  it("reads the committee's entries in Hebrew, with no stored key or internal id", () => {
    const areaLabel = (key: string) => (key === 'health' ? 'בריאות' : key);
    expect(auditDetailLines({ evaluatorNames: ['אלה כהן', 'בני לוי'], assigned: 2 })).toEqual([
      { label: 'מעריכים', value: 'אלה כהן · בני לוי' },
      { label: 'הקצאות חדשות', value: '2' },
    ]);
    expect(
      auditDetailLines(
        { automatic: true, filters: {}, perLead: 3, area: 'health', evaluators: 12, assigned: 30, leads: 10 },
        { areaLabel },
      ).map((line) => line.label),
    ).toEqual(['הקצאה אוטומטית', 'סינון', 'מעריכים לכל הצעה', 'תחום', 'מעריכים', 'הקצאות חדשות', 'הצעות']);
    expect(auditDetailLines({ evaluator: 'בני לוי', areas: ['health'] }, { areaLabel })).toEqual([
      { label: 'מעריך/ה', value: 'בני לוי' },
      { label: 'תחומי ההערכה', value: 'בריאות' },
    ]);
    expect(auditDetailLines({ evaluator: 'בני לוי', areas: [] })[1]).toEqual({
      label: 'תחומי ההערכה',
      value: 'כל התחומים',
    });
    expect(auditDetailLines({ weighted: 3.256, scoreMean: 3.5, scoreCount: 2, scoreDisagreement: true })).toEqual([
      { label: 'הציון המשוקלל שניתן', value: '3.26' },
      { label: 'ממוצע הציונים של ההצעה', value: '3.5' },
      { label: 'הערכות שהוגשו', value: '2' },
      { label: 'מחלוקת בין המעריכים', value: 'כן' },
    ]);
    expect(auditDetailLines({ state: 'draft', withReason: false })).toEqual([
      { label: 'מצב ההערכה', value: 'טיוטה' },
      { label: 'צוינה סיבה', value: 'לא' },
    ]);
    const rubric = auditDetailLines({ criteriaBefore: ['בהירות'], criteriaAfter: ['בהירות', 'השפעה'] });
    expect(rubric).toEqual([
      { label: 'המחוון לפני השינוי', value: 'בהירות' },
      { label: 'המחוון אחרי השינוי', value: 'בהירות · השפעה' },
    ]);
  });
});
