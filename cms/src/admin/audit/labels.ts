// The audit trail's actions in Hebrew, for its list in the panel, and each entry's details as
// lines a person reads. The server's list is
// AUDIT_ACTIONS in src/api/audit-entry/content-types/audit-entry/schema.ts; the panel cannot import
// it, so leads/__tests__/server-names.test.ts checks that every action there is named here.

export const AUDIT_ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['leads-export', 'ייצוא הצעות'],
  ['attachment-download', 'הורדת קובץ מצורף'],
  ['quarantine-accept', 'קבלת הגשה מההסגר'],
  ['lead-review', 'עדכון סקירה'],
  ['lead-note', 'הוספת הערה'],
  ['personal-data-erasure', 'מחיקת מידע אישי'],
  ['subject-export', 'ייצוא מידע אישי לבקשת פונה'],
  ['retention', 'מחיקה בתום תקופת השמירה'],
]);

/** The stored action's Hebrew name; an unknown one as stored, '-' for none. */
export const auditActionLabel = (action: unknown): string =>
  (typeof action === 'string' ? AUDIT_ACTION_LABELS.get(action) : undefined) ?? String(action ?? '-');

type DetailLine = { label: string; value: string };

type ReviewSide = { status?: unknown; reviewer?: { name?: unknown } | null };

const quoted = (text: string) => `״${text}״`;
const reviewerOf = (side: ReviewSide | undefined) =>
  side?.reviewer && typeof side.reviewer.name === 'string' ? side.reviewer.name : null;

/**
 * A review change (details `{ before: { status, reviewer }, after: { … } }`) as sentences: what
 * the status went from and to, whom the lead was assigned to. Only what changed is said.
 */
export const reviewChangeLines = (
  before: ReviewSide | undefined,
  after: ReviewSide | undefined,
  statusLabel: (status: unknown) => string,
): DetailLine[] => {
  const lines: DetailLine[] = [];
  if (after && before?.status !== after.status) {
    lines.push({
      label: 'סטטוס',
      value:
        before?.status === undefined
          ? `הסטטוס נקבע ל${quoted(statusLabel(after.status))}`
          : `הסטטוס שונה מ${quoted(statusLabel(before.status))} ל${quoted(statusLabel(after.status))}`,
    });
  }
  const was = reviewerOf(before);
  const now = reviewerOf(after);
  if (after && was !== now) {
    lines.push({
      label: 'בודק/ת',
      value: now
        ? `ההצעה שויכה ל${quoted(now)}${was ? ` (במקום ${quoted(was)})` : ''}`
        : `השיוך ל${quoted(was ?? '')} הוסר: אין בודק/ת`,
    });
  }
  return lines;
};

const FILTER_NAMES: Record<string, string> = {
  area: 'תחום',
  from: 'מתאריך',
  to: 'עד תאריך',
  search: 'חיפוש',
  status: 'סטטוס',
  reviewer: 'בודק/ת',
  duplicate: 'ייתכן שכפול',
};
const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', xlsx: 'Excel' };
/**
 * What an erasure and the retention job count (lib/privacy/erasure-steps.ts), in the order a
 * person reads them: the erasure dialog (src/admin/privacy/) and the audit entry say the same.
 */
export const ERASURE_COUNT_LABELS: readonly (readonly [key: string, label: string])[] = [
  ['leads', 'הצעות'],
  ['quarantinedLeads', 'הגשות בהסגר'],
  ['contacts', 'אנשי קשר של הצעות'],
  ['quarantinedContacts', 'אנשי קשר של הגשות בהסגר'],
  ['files', 'קבצים מצורפים'],
  ['notes', 'הערות של בודקים'],
  ['matchKeys', 'מפתחות לזיהוי כפילויות'],
  ['mailJobs', 'הודעות דואר (בתור ושנשלחו)'],
  ['duplicateLinks', 'קישורי "ייתכן שכפול" בהצעות אחרות'],
  ['auditEntriesRedacted', 'רשומות ביומן הפעולות עם מידע מזהה'],
  ['reviewerLinks', 'שיוכים לבודקים'],
];
const COUNT_NAMES: Record<string, string> = {
  ...Object.fromEntries(ERASURE_COUNT_LABELS),
  filesNotRemoved: 'קבצים שלא נמחקו',
};
const ERASED_BY: Record<string, string> = { email: 'כתובת דואר אלקטרוני', reference: 'מספר אסמכתה' };
const NOTES: Record<string, string> = { 'the download was cut off before the end': 'ההורדה נקטעה לפני סופה' };

/**
 * An audit entry's details (the JSON the server records with it) as lines a person reads: the
 * known keys in Hebrew, in a fixed order; any other key as stored, so nothing is hidden.
 */
export const auditDetailLines = (
  details: unknown,
  {
    areaLabel = (key: string) => key,
    size = (bytes: number) => `${bytes}`,
    statusLabel = (status: unknown) => String(status ?? '—'),
    reviewerLabel = (reviewer: string) => reviewer,
  } = {},
): DetailLine[] => {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  const entries = details as Record<string, unknown>;
  const lines: DetailLine[] = [];
  const say = (label: string, value: string) => lines.push({ label, value });
  const number = (value: unknown) => new Intl.NumberFormat('he-IL').format(Number(value));
  if ('before' in entries || 'after' in entries) {
    lines.push(...reviewChangeLines(entries.before as ReviewSide, entries.after as ReviewSide, statusLabel));
  }
  for (const [key, value] of Object.entries(entries)) {
    if (value === null || value === undefined) continue;
    switch (key) {
      case 'before':
      case 'after':
        break; // said above, as sentences
      case 'noteId':
        break; // an internal id: the note is found from the lead's page
      case 'length':
        say('אורך ההערה', `${number(value)} תווים`);
        break;
      case 'format':
        say('פורמט', FORMAT_NAMES[String(value)] ?? String(value));
        break;
      case 'filters': {
        const filters = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v);
        say(
          'סינון',
          filters.length
            ? filters
                .map(([name, v]) => {
                  const said =
                    name === 'area'
                      ? areaLabel(String(v))
                      : name === 'status'
                        ? statusLabel(v)
                        : name === 'reviewer'
                          ? reviewerLabel(String(v))
                          : name === 'duplicate'
                            ? 'כן'
                            : String(v);
                  return `${FILTER_NAMES[name] ?? name}: ${said}`;
                })
                .join(' · ')
            : 'ללא סינון (כל ההצעות)',
        );
        break;
      }
      case 'rows':
        say('מספר ההצעות', number(value));
        break;
      case 'complete':
        say('הושלם', value === true ? 'כן' : 'לא');
        break;
      case 'note':
        say('הערה', NOTES[String(value)] ?? String(value));
        break;
      case 'ms':
        say(
          'משך',
          `${new Intl.NumberFormat('he-IL', { maximumFractionDigits: 1 }).format(Number(value) / 1000)} שניות`,
        );
        break;
      case 'name':
        say('שם הקובץ', String(value));
        break;
      case 'size':
        say('גודל', size(Number(value)));
        break;
      case 'quarantined':
        say('מההסגר', value === true ? 'כן' : 'לא');
        break;
      case 'by':
        say('לפי', ERASED_BY[String(value)] ?? String(value));
        break;
      case 'closesAt':
        say('מועד הסגירה', String(value));
        break;
      case 'retentionDays':
        say('ימי שמירה', number(value));
        break;
      default:
        if (key in COUNT_NAMES) say(COUNT_NAMES[key], number(value));
        else say(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return lines;
};
