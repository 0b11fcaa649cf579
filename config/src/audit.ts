// The audit trail's actions: what the CMS records in an audit entry's `action` (its content type's
// enumeration and the audit-trail service) and what the panel names in the reader's language.

export const AUDIT_ACTIONS = [
  'leads-export',
  'attachment-download',
  'quarantine-accept',
  'lead-review',
  'lead-note',
  'personal-data-erasure',
  'subject-export',
  'retention',
  'file-scan',
  'settings-publish',
  'settings-restore',
  'settings-switch',
  // A test send of an editable e-mail to the sender's own address (details: which e-mail, language).
  'email-test',
  // The committee's evaluation (details: who, counts for a bulk assignment, never the scores' comments).
  'evaluation-assign',
  'evaluation-submit',
  'evaluation-reopen',
  'evaluation-conflict',
  'evaluation-rubric',
  'evaluation-areas',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
