// The reviewer filter of an export or the stats as a person reads it: `me`, `none` or an id.

import type { Person } from './api';
import { NO_REVIEWER } from './status-labels';

export const reviewerFilterLabel = (value: string, people: Person[]): string => {
  if (value === 'me') return 'משויכות למבצע/ת הפעולה';
  if (value === 'none') return NO_REVIEWER;
  return people.find((person) => String(person.id) === value)?.name ?? 'חשבון שאינו ברשימת הבודקים';
};
