// The reviewer filter of an export or the stats as a person reads it: `me`, `none` or an id.

import type { Person } from '../api-types';
import { textOf } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';
import { noReviewer } from './review-status';

export const reviewerFilterLabel = (value: string, people: Person[]): string => {
  if (value === 'me') return textOf(SHARED_MESSAGES, 'vision.shared.reviewer.me');
  if (value === 'none') return noReviewer();
  return (
    people.find((person) => String(person.id) === value)?.name ??
    textOf(SHARED_MESSAGES, 'vision.shared.reviewer.unknown')
  );
};
