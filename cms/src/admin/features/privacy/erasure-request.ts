// What the "מחיקת מידע אישי" dialog sends and says: the person named by an e-mail address or a
// reference (README.md, "Privacy": POST /api/leads/erase, GET /api/leads/subject-export), and the
// server's counts in the reader's language. The server checks the same; this only spares a round trip.

import { isEmail, REFERENCE_PATTERN, type LeadEraseAnswer } from '@vision/config';
import { countLabel, ERASURE_COUNT_KEYS } from '../../shared/labels/audit';
import { intlLocale, textOf } from '../../shared/messages';
import { PRIVACY_MESSAGES } from './messages';

const say = (id: string, values?: Record<string, string>) => textOf(PRIVACY_MESSAGES, `vision.privacy.${id}`, values);

export const ERASE_PATH = '/api/leads/erase';
export const subjectExportPath = (email: string) => `/api/leads/subject-export?email=${encodeURIComponent(email)}`;

export type Subject = { email: string } | { reference: string };

/** The person the typed text names, or a sentence saying why it names nobody. */
export const subjectOf = (typed: string): { subject: Subject } | { problem: string } => {
  const text = typed.trim();
  if (!text) return { problem: say('problem.empty') };
  if (text.includes('@')) {
    return isEmail(text) ? { subject: { email: text } } : { problem: say('problem.email') };
  }
  const reference = text.toUpperCase();
  return REFERENCE_PATTERN.test(reference) ? { subject: { reference } } : { problem: say('problem.reference') };
};

export type Counts = LeadEraseAnswer['data'];

/** "3 הצעות"-style lines for every count above zero. */
export const countLines = (counts: Counts): { label: string; count: string }[] =>
  ERASURE_COUNT_KEYS.filter((key) => Number(counts[key] ?? 0) > 0).map((key) => ({
    label: countLabel(key),
    count: new Intl.NumberFormat(intlLocale()).format(Number(counts[key])),
  }));

/** Whether anything at all would be (or was) erased. */
export const erasesAnything = (counts: Counts) => Number(counts.leads ?? 0) + Number(counts.quarantinedLeads ?? 0) > 0;

/** The result after the erasure, files that could not be removed said plainly. */
export const resultSentence = (counts: Counts): string => {
  const failed = Number(counts.filesNotRemoved ?? 0);
  const done = say('erased');
  return failed > 0
    ? `${done} ${say('files-left', { count: new Intl.NumberFormat(intlLocale()).format(failed) })}`
    : done;
};
