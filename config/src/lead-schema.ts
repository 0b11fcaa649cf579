// The rules of a lead, one yup schema for the site's form and the CMS's intake.
// Messages are validation keys, never prose: each side turns a key into the editor's Hebrew text.

import { array, boolean, mixed, object, string, ValidationError } from 'yup';
import { AREA_KEYS, type AreaKey } from './areas';
import { attachmentTypeByExtension } from './attachment';
import type { ValidationKey } from './error-keys';
import { passesInputFilter } from './input-filters';
import {
  CONTACTS_MAX,
  CONTACTS_MIN,
  FILE_MAX_BYTES,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from './limits';

/** Returns the value an HTML sanitiser (DOMPurify) makes of a string; each side brings its own. */
export type Sanitize = (value: string) => string;

/** What the schema needs of an attachment: a browser File, or the CMS's record of a stream. */
export type AttachmentDescriptor = { name: string; size: number };

export type ContactValues = {
  fullName: string;
  role: string;
  phoneNumber: string;
  email: string;
};

export type LeadValues = {
  visionPresenters: string;
  contacts: ContactValues[];
  visionSubmissionArea: AreaKey | null;
  /** A chosen file, or a string for an attachment that already exists. */
  file: AttachmentDescriptor | string | null;
  confirmation: boolean;
};

export const CONTACT_FIELDS = ['fullName', 'role', 'phoneNumber', 'email'] as const;

export const emptyContact = (): ContactValues => ({ fullName: '', role: '', phoneNumber: '', email: '' });

export const initialLeadValues = (): LeadValues => ({
  visionPresenters: '',
  contacts: [emptyContact()],
  visionSubmissionArea: null,
  file: null,
  confirmation: false,
});

const key = (validationKey: ValidationKey) => validationKey;

// The WHATWG form e-mail rule, plus a dot in the domain: an address without one cannot reach anyone.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** A lead's reference as the CMS hands it out (VN-XXXX-XXXX), in upper case. */
export const REFERENCE_PATTERN = /^VN-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const optionalHebrewText = (field: 'fullName' | 'role') =>
  string()
    .default('')
    .test(
      key('INVALID_CHARACTERS'),
      key('INVALID_CHARACTERS'),
      (value) => isBlank(value) || passesInputFilter(field, value!),
    )
    .max(TEXT_MAX_LENGTH[field], key('MAX_LENGTH'));

const contactSchema = object({
  fullName: optionalHebrewText('fullName'),
  role: optionalHebrewText('role'),
  phoneNumber: string()
    .default('')
    .test(
      key('INVALID_CHARACTERS'),
      key('INVALID_CHARACTERS'),
      (value) => isBlank(value) || passesInputFilter('phoneNumber', value!),
    )
    .test(
      key('MIN_LENGTH_PHONE'),
      key('MIN_LENGTH_PHONE'),
      (value) => isBlank(value) || value!.length >= PHONE_MIN_LENGTH,
    )
    .test(
      key('MAX_LENGTH_PHONE'),
      key('MAX_LENGTH_PHONE'),
      (value) => isBlank(value) || value!.length <= PHONE_MAX_LENGTH,
    ),
  email: string()
    .required(key('REQUIRED'))
    .test(key('INVALID_EMAIL'), key('INVALID_EMAIL'), (value) => isBlank(value) || isEmail(value!))
    .max(TEXT_MAX_LENGTH.email, key('MAX_LENGTH')),
});

const isAttachmentDescriptor = (value: unknown): value is AttachmentDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachmentDescriptor).name === 'string' &&
  typeof (value as AttachmentDescriptor).size === 'number';

export const createLeadSchema = ({ sanitize }: { sanitize: Sanitize }) =>
  object({
    visionPresenters: string()
      .required(key('REQUIRED'))
      .test(key('XSS'), key('XSS'), (value) => isBlank(value) || sanitize(value!) === value)
      .test(
        key('INVALID_CHARACTERS'),
        key('INVALID_CHARACTERS'),
        (value) => isBlank(value) || passesInputFilter('visionPresenters', value!),
      )
      .max(TEXT_MAX_LENGTH.visionPresenters, key('MAX_LENGTH')),
    contacts: array()
      .of(contactSchema)
      .required(key('REQUIRED'))
      .min(CONTACTS_MIN, key('MIN_LENGTH_ARRAY'))
      .max(CONTACTS_MAX, key('MAX_LENGTH_ARRAY')),
    visionSubmissionArea: mixed<AreaKey>()
      .nullable()
      .required(key('REQUIRED'))
      .oneOf([...AREA_KEYS], key('REQUIRED')),
    file: mixed<AttachmentDescriptor | string>()
      .nullable()
      .test(key('REQUIRED'), key('REQUIRED'), (value) => !isBlank(value))
      .test(key('INVALID_FORMAT'), key('INVALID_FORMAT'), (value) => {
        if (isBlank(value) || typeof value === 'string') return true;
        // An empty file is no document, whatever its name says.
        return isAttachmentDescriptor(value) && value.size > 0 && attachmentTypeByExtension(value.name) !== undefined;
      })
      .test(key('INVALID_SIZE'), key('INVALID_SIZE'), (value) => {
        if (!isAttachmentDescriptor(value)) return true;
        return value.size <= FILE_MAX_BYTES;
      }),
    confirmation: boolean().required(key('REQUIRED')).oneOf([true], key('REQUIRED')),
  });

export type LeadSchema = ReturnType<typeof createLeadSchema>;

/**
 * Turns a yup failure into `{ 'contacts[0].email': 'INVALID_EMAIL' }`, the first broken rule of
 * each field: the shape of `error.fields` in the /api contract.
 */
export const toFieldErrors = (error: ValidationError): Record<string, ValidationKey> => {
  const fields: Record<string, ValidationKey> = {};
  const failures = error.inner.length > 0 ? error.inner : [error];
  for (const failure of failures) {
    const path = failure.path ?? '';
    if (!(path in fields)) fields[path] = failure.message as ValidationKey;
  }
  return fields;
};

/** Validates every rule and answers the field errors, empty when the lead is valid. */
export const validateLead = async (schema: LeadSchema, values: unknown): Promise<Record<string, ValidationKey>> => {
  try {
    await schema.validate(values, { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFieldErrors(error);
    throw error;
  }
};
