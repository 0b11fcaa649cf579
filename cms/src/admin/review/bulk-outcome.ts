// What the bulk review change says when it is done, in Hebrew with the right number agreement:
// "עודכנו 3 הצעות", "עודכנה הצעה אחת", and the references of those that were not.

import { hebrewNumber } from '../leads/display';

const leads = (count: number, plural: string, one: string) =>
  count === 1 ? one : `${plural.replace('{n}', hebrewNumber(count, 0))}`;

export type BulkFailure = { reference: string; message: string };

export const bulkOutcome = (updated: number, failures: BulkFailure[]): { summary: string; failed: string[] } => {
  const parts: string[] = [];
  if (updated > 0 || failures.length === 0) parts.push(leads(updated, 'עודכנו {n} הצעות', 'עודכנה הצעה אחת'));
  if (failures.length > 0) parts.push(leads(failures.length, '{n} הצעות לא עודכנו', 'הצעה אחת לא עודכנה'));
  return {
    summary: `${parts.join('; ')}.`,
    failed: failures.map(({ reference, message }) => `${reference}: ${message}`),
  };
};
