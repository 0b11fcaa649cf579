// The lead form as the intake checks it (README.md, "How a lead is taken in"): config/'s yup schema,
// the same the site runs (with DOMPurify on a server-side DOM for the xss rule) and the one the /api
// contract's create route points to (config/src/contract/leads.ts), plus the server's own rules:
// contacts must be JSON, an array of plain objects with the known keys only.

import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  CONTACT_FIELDS,
  CONTACTS_MAX,
  createLeadSchema,
  DEFAULT_LOCALE,
  IdempotencyKey,
  isLocale,
  validateLead,
  type ContactValues,
  type LeadValues,
  type LocaleCode,
  type ValidationKey,
} from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import type { ReceivedForm } from '../../../lib/http/lead-form-reader';

type Fields = Record<string, ValidationKey>;

/** The optional Idempotency-Key header: the site sends one per submission, the same on its retries. */
export const parseIdempotencyKey = (header: string | undefined): string | null => {
  if (!header) return null;
  if (!IdempotencyKey.safeParse(header).success) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The Idempotency-Key header is not valid.');
  }
  return header;
};

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
const leadSchema = createLeadSchema({ sanitize: (value) => purify.sanitize(value) });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const isContactObject = (item: unknown): item is Partial<Record<(typeof CONTACT_FIELDS)[number], string>> =>
  isPlainObject(item) &&
  Object.keys(item).every((key) => (CONTACT_FIELDS as readonly string[]).includes(key)) &&
  CONTACT_FIELDS.every((key) => item[key] === undefined || typeof item[key] === 'string');

/** contacts arrives as JSON text: an array of plain objects with the four known string keys only. */
const parseContacts = (text: string | undefined): { contacts: ContactValues[] } | { error: Fields } => {
  if (text === undefined) return { error: { contacts: 'REQUIRED' } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: { contacts: 'INVALID_FORMAT' } };
  }
  if (!Array.isArray(parsed)) return { error: { contacts: 'INVALID_FORMAT' } };
  if (parsed.length > CONTACTS_MAX) return { error: { contacts: 'MAX_LENGTH_ARRAY' } };
  const contacts: ContactValues[] = [];
  for (const [index, item] of parsed.entries()) {
    if (!isContactObject(item)) return { error: { [`contacts[${index}]`]: 'INVALID_FORMAT' } };
    contacts.push({
      fullName: item.fullName?.trim() ?? '',
      role: item.role?.trim() ?? '',
      phoneNumber: item.phoneNumber ?? '',
      email: item.email?.trim() ?? '',
    });
  }
  return { contacts };
};

const withoutContacts = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).filter(([path]) => path !== 'contacts' && !path.startsWith('contacts[')));

const valuesOf = (form: ReceivedForm, contacts: ContactValues[]): LeadValues => ({
  visionPresenters: form.fields.visionPresenters?.trim() ?? '',
  contacts,
  visionSubmissionArea: (form.fields.visionSubmissionArea || null) as LeadValues['visionSubmissionArea'],
  // Only a real upload is an attachment here: the spec's "existing string" belongs to editing.
  file: form.file ? { name: form.file.clientName, size: form.file.size } : null,
  confirmation: form.fields.confirmation === 'true',
});

/** The page's language (config/src/locales.ts): the default when the form does not say. */
const localeOf = (text: string | undefined): { locale: LocaleCode } | { error: Fields } => {
  if (text === undefined) return { locale: DEFAULT_LOCALE };
  return isLocale(text) ? { locale: text } : { error: { locale: 'INVALID_FORMAT' } };
};

/**
 * The form's values and the page's language when every rule holds; else 415 (only the file's type
 * is wrong) or 400.
 */
export const checkLeadForm = async (form: ReceivedForm): Promise<LeadValues & { locale: LocaleCode }> => {
  const parsed = parseContacts(form.fields.contacts);
  const values = valuesOf(form, 'contacts' in parsed ? parsed.contacts : []);
  const schemaFields = await validateLead(leadSchema, values);
  const language = localeOf(form.fields.locale);
  // Unreadable contacts were replaced by none: report the parse error, not "no contacts".
  const fields = {
    ...('error' in parsed ? { ...withoutContacts(schemaFields), ...parsed.error } : schemaFields),
    ...('error' in language ? language.error : {}),
  };
  if ('locale' in language && Object.keys(fields).length === 0) return { ...values, locale: language.locale };
  const onlyTheFileFormat = Object.keys(fields).length === 1 && fields.file === 'INVALID_FORMAT';
  if (onlyTheFileFormat) throw new ApiError(415, 'INVALID_FORMAT', 'This file type is not accepted.', fields);
  throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);
};
