// The intake of one lead from an anonymous visitor, every byte hostile until checked:
// read the form (streamed, capped) → replay of a finished request? → the shared schema of
// config/ plus the server's own rules → the file's real type → the bot check → one write.

import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Core } from '@strapi/strapi';
import {
  CONTACT_FIELDS,
  CONTACTS_MAX,
  createLeadSchema,
  validateLead,
  type ContactValues,
  type LeadValues,
  type ValidationKey,
} from '@vision/config';
import { ApiError } from '../../../utils/api-error';
import { LEAD_UID, QUARANTINE_UID } from '../../../utils/uids';
import { detectType, displayName, removeQuietly } from './attachment-store';
import { DuplicateIdempotencyKey, type LeadRecord } from './lead-writer';
import { readLeadForm, type ReceivedForm } from './multipart-reader';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

// The spec's xss rule, with the same sanitiser the site uses, on a server-side DOM.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
const leadSchema = createLeadSchema({ sanitize: (value) => purify.sanitize(value) });

const invalidFields = (fields: Record<string, ValidationKey>) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** contacts arrives as JSON text: an array of plain objects with the four known string keys only. */
const parseContacts = (
  text: string | undefined,
): { contacts: ContactValues[] } | { error: Record<string, ValidationKey> } => {
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
    const known =
      isPlainObject(item) && Object.keys(item).every((key) => (CONTACT_FIELDS as readonly string[]).includes(key));
    if (!known || !CONTACT_FIELDS.every((key) => item[key] === undefined || typeof item[key] === 'string')) {
      return { error: { [`contacts[${index}]`]: 'INVALID_FORMAT' } };
    }
    contacts.push({
      fullName: (item.fullName as string | undefined)?.trim() ?? '',
      role: (item.role as string | undefined)?.trim() ?? '',
      phoneNumber: (item.phoneNumber as string | undefined) ?? '',
      email: (item.email as string | undefined)?.trim() ?? '',
    });
  }
  return { contacts };
};

const withoutContacts = (fields: Record<string, ValidationKey>) =>
  Object.fromEntries(Object.entries(fields).filter(([path]) => path !== 'contacts' && !path.startsWith('contacts[')));

const valuesOf = (form: ReceivedForm, contacts: ContactValues[]): LeadValues => ({
  visionPresenters: form.fields.visionPresenters?.trim() ?? '',
  contacts,
  visionSubmissionArea: (form.fields.visionSubmissionArea || null) as LeadValues['visionSubmissionArea'],
  // Only a real upload is an attachment here: the spec's "existing string" belongs to editing.
  file: form.file ? { name: form.file.clientName, size: form.file.size } : null,
  confirmation: form.fields.confirmation === 'true',
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const writer = () => strapi.service('api::lead.lead-writer');
  const recaptcha = () => strapi.service('api::lead.recaptcha');

  const checkedValues = async (form: ReceivedForm) => {
    const parsed = parseContacts(form.fields.contacts);
    const values = valuesOf(form, 'contacts' in parsed ? parsed.contacts : []);
    const schemaFields = await validateLead(leadSchema, values);
    // Unreadable contacts were replaced by none: report the parse error, not "no contacts".
    const fields = 'error' in parsed ? { ...withoutContacts(schemaFields), ...parsed.error } : schemaFields;
    if (Object.keys(fields).length === 0) return values;
    const onlyTheFileFormat = Object.keys(fields).length === 1 && fields.file === 'INVALID_FORMAT';
    if (onlyTheFileFormat) throw new ApiError(415, 'INVALID_FORMAT', 'This file type is not accepted.', fields);
    throw invalidFields(fields);
  };

  return {
    /** Answers the lead's reference; throws ApiError for every refusal. */
    async create(ctx): Promise<string> {
      const idempotencyKey: string | null = ctx.get('Idempotency-Key') || null;
      if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The Idempotency-Key header is not valid.');
      }
      const form = await readLeadForm(ctx);
      // The upload already sits at its final name: it stays only if a row comes to point at it.
      let kept = false;
      try {
        if (idempotencyKey) {
          const earlier = await writer().referenceFor(idempotencyKey);
          if (earlier) return earlier;
        }
        const values = await checkedValues(form);
        const file = form.file!;
        const type = await detectType(file.head, file.size, file.path, file.clientName);
        if (!type) {
          throw new ApiError(415, 'INVALID_FORMAT', "The file's content is not an accepted type.", {
            file: 'INVALID_FORMAT',
          });
        }

        const check = await recaptcha().verify(form.fields.recaptchaToken, ctx.request.ip);
        const record: LeadRecord = {
          visionPresenters: values.visionPresenters,
          contacts: values.contacts,
          visionSubmissionArea: values.visionSubmissionArea!,
          attachmentName: displayName(file.clientName, type),
          attachmentType: type.mime,
          attachmentSize: file.size,
          attachmentSha256: file.sha256,
          recaptchaScore: check.outcome === 'off' ? null : check.score,
          idempotencyKey,
        };

        // From here the writer owns the file: it removes it when no row is written.
        kept = true;
        if (check.outcome === 'low-score') {
          await writer().write(QUARANTINE_UID, { ...record, idempotencyKey: null, reason: 'low-score' }, file.key);
          throw new ApiError(403, 'BOT_CHECK_FAILED', 'The bot check did not pass (low score).');
        }
        try {
          return await writer().write(LEAD_UID, record, file.key);
        } catch (error) {
          if (!(error instanceof DuplicateIdempotencyKey)) throw error;
          return (await writer().referenceFor(idempotencyKey!))!;
        }
      } finally {
        if (!kept) await removeQuietly(form.file?.path);
      }
    },
  };
};
