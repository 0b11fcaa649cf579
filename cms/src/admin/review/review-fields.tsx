// The two selects of a review, on a lead's page and in the list's bulk dialog: the status by its
// Hebrew name, and the reviewer by name (the admins who may read leads) or nobody.

import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { Person } from './api';
import { useReviewers } from './reviewers';
import { KEEP, NOBODY } from './review-change';
import { NO_REVIEWER, STATUS_OPTIONS } from './status-labels';

type SelectProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Offers "leave as it is" first (the bulk dialog). */
  keepOption?: boolean;
};

const KEEP_LABEL = 'ללא שינוי';

export const StatusSelect = ({ id, value, onChange, disabled, keepOption }: SelectProps) => (
  <Field.Root id={id} name="status">
    <Field.Label>סטטוס</Field.Label>
    <SingleSelect value={value} onChange={(next) => onChange(String(next))} disabled={disabled}>
      {keepOption && <SingleSelectOption value={KEEP}>{KEEP_LABEL}</SingleSelectOption>}
      {STATUS_OPTIONS.map((option) => (
        <SingleSelectOption key={option.value} value={option.value}>
          {option.label}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  </Field.Root>
);

type ReviewerSelectProps = SelectProps & { current?: Person | null };

export const ReviewerSelect = ({ id, value, onChange, disabled, keepOption, current }: ReviewerSelectProps) => {
  const { reviewers, failed } = useReviewers();
  // Someone who no longer reviews leads still shows by name while assigned.
  const people = current && !reviewers.some((person) => person.id === current.id) ? [...reviewers, current] : reviewers;
  return (
    <Field.Root
      id={id}
      name="reviewer"
      error={failed ? 'לא ניתן לטעון את רשימת הבודקים. נסו לרענן את הדף.' : undefined}
    >
      <Field.Label>בודק/ת</Field.Label>
      <SingleSelect value={value} onChange={(next) => onChange(String(next))} disabled={disabled}>
        {keepOption && <SingleSelectOption value={KEEP}>{KEEP_LABEL}</SingleSelectOption>}
        <SingleSelectOption value={NOBODY}>{NO_REVIEWER}</SingleSelectOption>
        {people.map((person) => (
          <SingleSelectOption key={person.id} value={String(person.id)}>
            {person.name}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Error />
    </Field.Root>
  );
};
