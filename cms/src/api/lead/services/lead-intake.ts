// The intake of one lead from an anonymous visitor, every byte hostile until checked (README.md,
// "How a lead is taken in"): the form has been read (streamed, capped) by the controller → replay of
// a finished request? → the form's rules → the file's real type → the bot check → one write.

import type { Core } from '@strapi/strapi';
import { detectType, displayName } from '../../../lib/attachments/file-type';
import { attachmentsOf, removeQuietly, StorageFault, storageUnavailable } from '../../../lib/attachments/storage';
import { ApiError } from '../../../lib/http/api-error';
import type { ReceivedForm } from '../../../lib/http/lead-form-reader';
import { leadsCreated, leadsQuarantined } from '../../../lib/metrics/leads';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';
import { checkLeadForm } from '../validation/lead-form';
import { DuplicateIdempotencyKey, type LeadRecord } from './lead-writer';

export type LeadSubmission = { form: ReceivedForm; idempotencyKey: string | null; clientIp: string };

const unacceptedContent = () =>
  new ApiError(415, 'INVALID_FORMAT', "The file's content is not an accepted type.", { file: 'INVALID_FORMAT' });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const writer = () => strapi.service('api::lead.lead-writer');
  const attachments = () => attachmentsOf(strapi);

  /** The stored upload read again for its type; gone or unreadable is storage's fault. */
  const openStored = (key: string) => async () => {
    const stored = await attachments().open(key);
    if (!stored) throw new StorageFault(new Error('the upload is no longer in private storage'));
    return stored.body;
  };

  /** The row to write, once every check has passed; the form's file is still the caller's. */
  const recordOf = async ({ form, idempotencyKey, clientIp }: LeadSubmission) => {
    const values = await checkLeadForm(form);
    const file = form.file!;
    const type = await detectType(file.head, file.size, openStored(file.key), file.clientName).catch(
      (error: unknown) => {
        throw error instanceof StorageFault ? storageUnavailable(error) : error;
      },
    );
    if (!type) throw unacceptedContent();
    const check = await strapi.service('api::lead.recaptcha').verify(form.fields.recaptchaToken, clientIp);
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
    return { record, lowScore: check.outcome === 'low-score', key: file.key };
  };

  return {
    /**
     * Answers the lead's reference; throws ApiError for every refusal. Takes over the form's file:
     * it stays only if a row comes to point at it.
     */
    async create(submission: LeadSubmission): Promise<string> {
      const { form, idempotencyKey } = submission;
      let handedOver = false;
      try {
        if (idempotencyKey) {
          const earlier = await writer().referenceFor(idempotencyKey);
          if (earlier) return earlier;
        }
        const { record, lowScore, key } = await recordOf(submission);
        // From here the writer owns the file: it removes it when no row is written.
        handedOver = true;
        if (lowScore) {
          await writer().write(QUARANTINE_UID, { ...record, idempotencyKey: null, reason: 'low-score' }, key);
          leadsQuarantined.inc();
          throw new ApiError(403, 'BOT_CHECK_FAILED', 'The bot check did not pass (low score).');
        }
        try {
          const reference = await writer().write(LEAD_UID, record, key);
          leadsCreated.inc();
          return reference;
        } catch (error) {
          if (!(error instanceof DuplicateIdempotencyKey)) throw error;
          return (await writer().referenceFor(idempotencyKey!))!;
        }
      } finally {
        if (!handedOver) await removeQuietly(attachments(), form.file?.key);
      }
    },
  };
};
