// The outbox as super admins read it: each job's kind and state in the reader's language, never
// the stored key.

import { textOf } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';

const KINDS = [
  'confirmation',
  'staff-notification',
  'staff-digest',
  'backup-failure',
  'test',
  'note-mention',
  'evaluator-digest',
];
const STATUSES = ['pending', 'sent', 'failed'];

const label = (group: 'kind' | 'status', known: string[], value: unknown) =>
  typeof value === 'string' && known.includes(value)
    ? textOf(SHARED_MESSAGES, `vision.shared.mail.${group}.${value}`)
    : '—';

export const mailKindLabel = (value: unknown) => label('kind', KINDS, value);
export const mailStatusLabel = (value: unknown) => label('status', STATUSES, value);

/** For the outbox list's filters: each kind and state by its name. */
export const mailKindOptions = () => KINDS.map((value) => ({ value, label: mailKindLabel(value) }));
export const mailStatusOptions = () => STATUSES.map((value) => ({ value, label: mailStatusLabel(value) }));
