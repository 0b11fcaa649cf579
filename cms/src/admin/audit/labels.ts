// The audit trail's actions in Hebrew, for its list in the panel. The server's list is
// AUDIT_ACTIONS in src/api/audit-entry/content-types/audit-entry/schema.ts; the panel cannot import
// it, so leads/__tests__/server-names.test.ts checks that every action there is named here.

export const AUDIT_ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['leads-export', 'ייצוא הצעות'],
  ['attachment-download', 'הורדת קובץ מצורף'],
  ['quarantine-accept', 'קבלת הגשה מההסגר'],
]);

/** The stored action's Hebrew name; an unknown one as stored, '-' for none. */
export const auditActionLabel = (action: unknown): string =>
  (typeof action === 'string' ? AUDIT_ACTION_LABELS.get(action) : undefined) ?? String(action ?? '-');

type DetailLine = { label: string; value: string };

const FILTER_NAMES: Record<string, string> = { area: 'תחום', from: 'מתאריך', to: 'עד תאריך', search: 'חיפוש' };
const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', xlsx: 'Excel' };
const NOTES: Record<string, string> = { 'the download was cut off before the end': 'ההורדה נקטעה לפני סופה' };

/**
 * An audit entry's details (the JSON the server records with it) as lines a person reads: the
 * known keys in Hebrew, in a fixed order; any other key as stored, so nothing is hidden.
 */
export const auditDetailLines = (
  details: unknown,
  { areaLabel = (key: string) => key, size = (bytes: number) => `${bytes}` } = {},
): DetailLine[] => {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  const entries = details as Record<string, unknown>;
  const lines: DetailLine[] = [];
  const say = (label: string, value: string) => lines.push({ label, value });
  const number = (value: unknown) => new Intl.NumberFormat('he-IL').format(Number(value));
  for (const [key, value] of Object.entries(entries)) {
    if (value === null || value === undefined) continue;
    switch (key) {
      case 'format':
        say('פורמט', FORMAT_NAMES[String(value)] ?? String(value));
        break;
      case 'filters': {
        const filters = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v);
        say(
          'סינון',
          filters.length
            ? filters
                .map(
                  ([name, v]) => `${FILTER_NAMES[name] ?? name}: ${name === 'area' ? areaLabel(String(v)) : String(v)}`,
                )
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
      default:
        say(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return lines;
};
