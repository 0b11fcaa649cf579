// What the "מחיקת מידע אישי" dialog sends and says: the person named by an e-mail address or a
// reference (README.md, "Privacy": POST /api/leads/erase, GET /api/leads/subject-export), and the
// server's counts as Hebrew lines. The server checks the same; this only spares a round trip.

import { isEmail, REFERENCE_PATTERN } from '@vision/config';
import { ERASURE_COUNT_LABELS } from '../audit/labels';

export const ERASE_PATH = '/api/leads/erase';
export const subjectExportPath = (email: string) => `/api/leads/subject-export?email=${encodeURIComponent(email)}`;

export type Subject = { email: string } | { reference: string };

/** The person the typed text names, or a Hebrew sentence saying why it names nobody. */
export const subjectOf = (typed: string): { subject: Subject } | { problem: string } => {
  const text = typed.trim();
  if (!text) return { problem: 'יש להקליד כתובת דואר אלקטרוני או מספר אסמכתה.' };
  if (text.includes('@')) {
    return isEmail(text) ? { subject: { email: text } } : { problem: 'כתובת הדואר האלקטרוני אינה תקינה.' };
  }
  const reference = text.toUpperCase();
  return REFERENCE_PATTERN.test(reference)
    ? { subject: { reference } }
    : { problem: 'מספר האסמכתה אינו תקין. הוא נראה כך: VN-ABCD-1234.' };
};

export type Counts = Record<string, number | boolean>;

/** "3 הצעות"-style lines for every count above zero. */
export const countLines = (counts: Counts): { label: string; count: string }[] =>
  ERASURE_COUNT_LABELS.filter(([key]) => Number(counts[key] ?? 0) > 0).map(([key, label]) => ({
    label,
    count: new Intl.NumberFormat('he-IL').format(Number(counts[key])),
  }));

/** Whether anything at all would be (or was) erased. */
export const erasesAnything = (counts: Counts) => Number(counts.leads ?? 0) + Number(counts.quarantinedLeads ?? 0) > 0;

/** The result after the erasure, files that could not be removed said plainly. */
export const resultSentence = (counts: Counts): string => {
  const failed = Number(counts.filesNotRemoved ?? 0);
  const done = 'המידע נמחק לצמיתות. הפעולה נרשמה ביומן הפעולות (בלי הכתובת ובלי מספר האסמכתה).';
  return failed > 0
    ? `${done} שימו לב: ${new Intl.NumberFormat('he-IL').format(failed)} קבצים לא נמחקו מהאחסון. יש לפנות למנהל המערכת כדי שימחק אותם ידנית (מפתחות הקבצים מופיעים ביומן השרת).`
    : done;
};
