// The outbox as super admins read it: each job's kind and state in Hebrew, never the stored key.

const KIND_LABELS: Record<string, string> = {
  confirmation: 'אישור למגיש/ה',
  'staff-notification': 'הודעה לצוות',
  'staff-digest': 'סיכום יומי לצוות',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'ממתינה לשליחה',
  sent: 'נשלחה',
  failed: 'נכשלה',
};

export const mailKindLabel = (value: unknown) => (typeof value === 'string' && KIND_LABELS[value]) || '—';
export const mailStatusLabel = (value: unknown) => (typeof value === 'string' && STATUS_LABELS[value]) || '—';

/** For the outbox list's filters: each kind and state by its Hebrew name. */
export const MAIL_KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
export const MAIL_STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
