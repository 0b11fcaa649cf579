// The multipart body of POST /api/leads/create, as README.md lists it (The /api contract).

import { DEFAULT_LOCALE, extensionOf, type ContactValues, type LeadValues, type LocaleCode } from '@vision/config';

const trimmedContact = (contact: ContactValues): ContactValues => ({
  fullName: contact.fullName.trim(),
  role: contact.role.trim(),
  phoneNumber: contact.phoneNumber.trim(),
  email: contact.email.trim(),
});

/** 'הצעה סופית.PDF' → 'file.pdf': the visitor's own file name (personal data) stays on their device. */
export const uploadName = (file: File): string => {
  const extension = extensionOf(file.name);
  return extension ? `file.${extension}` : 'file';
};

/** `locale`: the page's language, in which the CMS writes to the lead's contacts. */
export const toLeadFormData = (
  values: LeadValues,
  recaptchaToken: string,
  locale: LocaleCode = DEFAULT_LOCALE,
): FormData => {
  const data = new FormData();
  const presenters = values.visionPresenters.trim();
  if (presenters !== '') data.append('visionPresenters', presenters);
  if (values.file instanceof File) data.append('file', values.file, uploadName(values.file));
  data.append('contacts', JSON.stringify(values.contacts.map(trimmedContact)));
  if (values.visionSubmissionArea) data.append('visionSubmissionArea', values.visionSubmissionArea);
  data.append('confirmation', values.confirmation ? 'true' : 'false');
  data.append('recaptchaToken', recaptchaToken);
  data.append('locale', locale);
  return data;
};
