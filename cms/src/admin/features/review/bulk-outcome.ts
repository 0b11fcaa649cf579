// What the bulk review change says when it is done, in the reader's language, with the right number agreement in Hebrew:
// "עודכנו 3 הצעות", "עודכנה הצעה אחת", and the references of those that were not.

import { hebrewNumber } from '../../shared/display';
import { textOf } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

const leads = (count: number, plural: string, one: string) =>
  textOf(REVIEW_MESSAGES, `vision.review.bulk.${count === 1 ? one : plural}`, { n: hebrewNumber(count, 0) });

export type BulkFailure = { reference: string; message: string };

export const bulkOutcome = (updated: number, failures: BulkFailure[]): { summary: string; failed: string[] } => {
  const parts: string[] = [];
  if (updated > 0 || failures.length === 0) parts.push(leads(updated, 'updated', 'updated.one'));
  if (failures.length > 0) parts.push(leads(failures.length, 'failed', 'failed.one'));
  return {
    summary: `${parts.join('; ')}.`,
    failed: failures.map(({ reference, message }) => `${reference}: ${message}`),
  };
};
