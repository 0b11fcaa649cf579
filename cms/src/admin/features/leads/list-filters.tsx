// The list filters of leads, quarantined attempts, audit entries and mail jobs (Content Manager hook
// 'Admin/CM/pages/ListView/inject-in-filters'). Strapi always offers id, documentId, createdAt
// and updatedAt beside the schema's fields; ids and the update time mean nothing to a reader of
// evidence that is never updated, so they go. Choices are offered by their Hebrew names, and
// with an input of our own, because the filter chip shows an option's label only for a filter
// that brings its own input (it shows the stored key otherwise: "תחום is health").

import { SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { auditActionOptions } from '../../shared/labels/audit';
import { mailKindOptions, mailStatusOptions } from '../../shared/labels/mail';
import { isEvidence } from './read-only-fields';
import { currentAreaLabels, currentReviewers, useReviewers } from '../../shared/queries';
import { statusOptions } from '../../shared/labels/review-status';
import { fileScanOptions } from '../../shared/labels/file-scan';
import { localeOptions } from '../../shared/labels/locale';
import { yesNo } from '../../shared/display';
import { useText } from '../../shared/messages';
import { LEADS_MESSAGES } from './messages';
import { evidenceModelOf, fieldLabel } from '../../shared/field-labels';

type Option = { label: string; value: string };
type Filter = { name: string; type?: string; options?: Option[]; input?: unknown } & Record<string, unknown>;
type HookArgs = { displayedFilters: Filter[]; layout: { metadatas?: Record<string, unknown> } };

export const INTERNAL_FILTERS = ['id', 'documentId', 'updatedAt', 'createdBy', 'updatedBy'];

type ChoiceProps = { name: string; options?: Option[]; 'aria-label'?: string };

/** A select over the filter's own options, so that the chip can name the chosen one. */
const ChoiceInput = ({ name, options = [], 'aria-label': ariaLabel }: ChoiceProps) => {
  const field = useField<string>(name);
  const text = useText(LEADS_MESSAGES);
  return (
    <SingleSelect
      aria-label={ariaLabel}
      placeholder={text('vision.leads.filter.choose')}
      value={field.value ?? undefined}
      onChange={(value) => field.onChange(name, String(value))}
    >
      {options.map((option) => (
        <SingleSelectOption key={option.value} value={option.value}>
          {option.label}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  );
};

const withChoices = (filter: Filter, options: Option[]): Filter => ({ ...filter, options, input: ChoiceInput });

/**
 * The reviewer filter: Strapi's own input for an admin-user relation lists the accounts through an
 * admin route a Leads manager may not call, so the choices are the reviewers
 * (GET /api/leads/reviewers), read when the input opens; the chip names them from what is known.
 */
const ReviewerInput = ({ name, 'aria-label': ariaLabel }: ChoiceProps) => {
  const { reviewers } = useReviewers();
  return (
    <ChoiceInput
      name={name}
      aria-label={ariaLabel}
      options={reviewers.map((person) => ({ value: String(person.id), label: person.name }))}
    />
  );
};

const reviewerFilter = (filter: Filter): Filter => ({
  ...filter,
  input: ReviewerInput,
  options: currentReviewers().map((person) => ({ value: String(person.id), label: person.name })),
});

const yesNoOptions = (): Option[] => [
  { value: 'true', label: yesNo(true) },
  { value: 'false', label: yesNo(false) },
];

export const hebrewFilters = ({ displayedFilters, layout }: HookArgs): HookArgs => {
  if (!isEvidence(layout.metadatas ?? {})) return { displayedFilters, layout };
  const uid = evidenceModelOf(layout.metadatas ?? {});
  const filters = displayedFilters
    .filter((filter) => !INTERNAL_FILTERS.includes(filter.name))
    .map((filter) => {
      if (filter.name === 'visionSubmissionArea') {
        const labels = currentAreaLabels();
        const keys = filter.options?.map((option) => option.value) ?? Object.keys(labels);
        return withChoices(
          filter,
          keys.map((key) => ({ value: key, label: labels[key] ?? key })),
        );
      }
      if (filter.name === 'action') {
        return withChoices(filter, auditActionOptions());
      }
      if (filter.name === 'reviewStatus') return withChoices(filter, statusOptions());
      if (filter.name === 'fileScan') return withChoices(filter, fileScanOptions());
      if (filter.name === 'submissionLocale') return withChoices(filter, localeOptions());
      if (filter.name === 'reviewer') return reviewerFilter(filter);
      // The mail outbox's list (super admins).
      if (filter.name === 'kind') return withChoices(filter, mailKindOptions());
      if (filter.name === 'deliveryStatus') return withChoices(filter, mailStatusOptions());
      if (filter.type === 'boolean') return withChoices(filter, yesNoOptions());
      return filter;
    })
    // Named as the list's head names the field, in the reader's language.
    .map((filter) => (uid ? { ...filter, label: fieldLabel(uid, filter.name, filter.label) } : filter));
  return { displayedFilters: filters, layout };
};
