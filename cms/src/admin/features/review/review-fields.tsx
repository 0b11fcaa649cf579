// The two selects of a review, on a lead's page and in the list's bulk dialog: the status by its
// Hebrew name, and the reviewer by name (the admins who may read leads) or nobody.

import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { Person } from '../../shared/api-types';
import { useReviewers } from '../../shared/queries';
import { KEEP, NOBODY } from './review-change';
import { noReviewer, statusOptions } from '../../shared/labels/review-status';
import { useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

type SelectProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Offers "leave as it is" first (the bulk dialog). */
  keepOption?: boolean;
};

export const StatusSelect = ({ id, value, onChange, disabled, keepOption }: SelectProps) => {
  const text = useText(REVIEW_MESSAGES);
  return (
    <Field.Root id={id} name="status">
      <Field.Label>{text('vision.review.field.status')}</Field.Label>
      <SingleSelect value={value} onChange={(next) => onChange(String(next))} disabled={disabled}>
        {keepOption && <SingleSelectOption value={KEEP}>{text('vision.review.field.keep')}</SingleSelectOption>}
        {statusOptions().map((option) => (
          <SingleSelectOption key={option.value} value={option.value}>
            {option.label}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </Field.Root>
  );
};

type ReviewerSelectProps = SelectProps & { current?: Person | null };

export const ReviewerSelect = ({ id, value, onChange, disabled, keepOption, current }: ReviewerSelectProps) => {
  const { reviewers, failed } = useReviewers();
  const text = useText(REVIEW_MESSAGES);
  // Someone who no longer reviews leads still shows by name while assigned.
  const people = current && !reviewers.some((person) => person.id === current.id) ? [...reviewers, current] : reviewers;
  return (
    <Field.Root id={id} name="reviewer" error={failed ? text('vision.review.field.reviewers-failed') : undefined}>
      <Field.Label>{text('vision.review.field.reviewer')}</Field.Label>
      <SingleSelect value={value} onChange={(next) => onChange(String(next))} disabled={disabled}>
        {keepOption && <SingleSelectOption value={KEEP}>{text('vision.review.field.keep')}</SingleSelectOption>}
        <SingleSelectOption value={NOBODY}>{noReviewer()}</SingleSelectOption>
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
