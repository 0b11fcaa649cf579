// Where focus goes when a submit finds errors: the first invalid field in the form's
// order; for contacts, the e-mail field of the first invalid contact (the one required field of a
// contact), or that contact's first invalid field when its e-mail is fine.

import { CONTACT_FIELDS, type LeadValues } from '@vision/config';
import type { FormikErrors } from 'formik';
import { AREA_FOCUS_ID, fieldId } from './field-ids';

type ContactErrors = FormikErrors<LeadValues['contacts'][number]>;

const contactTarget = (errors: FormikErrors<LeadValues>['contacts']): string | null => {
  if (typeof errors === 'string') return fieldId('contacts[0].email');
  if (!Array.isArray(errors)) return null;
  const index = errors.findIndex((contact) => contact !== undefined && contact !== null);
  if (index < 0) return null;
  const contact = errors[index] as ContactErrors | string;
  if (typeof contact === 'string' || contact.email) return fieldId(`contacts[${index}].email`);
  const field = CONTACT_FIELDS.find((name) => contact[name]) ?? 'email';
  return fieldId(`contacts[${index}].${field}`);
};

export const firstInvalidFieldId = (errors: FormikErrors<LeadValues>): string | null => {
  if (errors.visionPresenters) return fieldId('visionPresenters');
  const contact = contactTarget(errors.contacts);
  if (contact) return contact;
  if (errors.visionSubmissionArea) return AREA_FOCUS_ID;
  if (errors.file) return fieldId('file');
  if (errors.confirmation) return fieldId('confirmation');
  return null;
};

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Scrolls the field smoothly into the middle of the screen and gives it the keyboard focus. */
export const focusField = (id: string) => {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  // preventScroll: focus would jump there at once and cut the smooth scroll short.
  element.focus({ preventScroll: true });
};
