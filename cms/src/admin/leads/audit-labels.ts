// The audit trail's actions in Hebrew, for its list in the panel. The server's list is
// AUDIT_ACTIONS in src/api/audit-entry/content-types/audit-entry/schema.ts; the panel cannot import
// it, so __tests__/server-names.test.ts checks that every action there is named here.

export const AUDIT_ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['leads-export', 'ייצוא הצעות'],
  ['attachment-download', 'הורדת קובץ מצורף'],
  ['quarantine-accept', 'קבלת הגשה מההסגר'],
]);

/** The stored action's Hebrew name; an unknown one as stored, '-' for none. */
export const auditActionLabel = (action: unknown): string =>
  (typeof action === 'string' ? AUDIT_ACTION_LABELS.get(action) : undefined) ?? String(action ?? '-');
