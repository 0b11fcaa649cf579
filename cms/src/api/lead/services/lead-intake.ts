// The intake of one lead from an anonymous visitor, every byte hostile until checked (README.md,
// "How a lead is taken in"): the form has been read (streamed, capped) by the controller → replay of
// a finished request? → the form's rules → the file's real type → the bot check → one write.
// The form's file (lib/attachments/received-file.ts) stays only if a row comes to name it.

import type { Core } from '@strapi/strapi';
import { detectType, displayName } from '../../../lib/attachments/file-type';
import type { ReceivedFile } from '../../../lib/attachments/received-file';
import { StorageFault, storageUnavailable } from '../../../lib/attachments/storage';
import { ApiError } from '../../../lib/http/api-error';
import type { ReceivedForm } from '../../../lib/http/lead-form-reader';
import { referenceFor, writeLead, type LeadRecord } from '../../../lib/leads/lead-writer';
import { leadsCreated, leadsQuarantined } from '../../../lib/metrics/leads';
import { getService } from '../../../lib/strapi/services';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';
import { checkLeadForm } from '../validation/lead-form';

export type LeadSubmission = { form: ReceivedForm; idempotencyKey: string | null; clientIp: string };

const unacceptedContent = () =>
  new ApiError(415, 'INVALID_FORMAT', "The file's content is not an accepted type.", { file: 'INVALID_FORMAT' });

const leadIntake = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The row to write, once every check has passed. */
  const recordOf = async ({ form, idempotencyKey, clientIp }: LeadSubmission) => {
    const values = await checkLeadForm(form);
    const file: ReceivedFile = form.file!;
    const type = await detectType(file.head, file.size, () => file.open(), file.clientName).catch((error: unknown) => {
      throw error instanceof StorageFault ? storageUnavailable(error) : error;
    });
    if (!type) throw unacceptedContent();
    const check = await getService(strapi, 'recaptcha').verify(form.fields.recaptchaToken, clientIp);
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
      submissionLocale: values.locale,
    };
    return { record, lowScore: check.outcome === 'low-score', file };
  };

  return {
    /** Answers the lead's reference; throws ApiError for every refusal. */
    async create(submission: LeadSubmission): Promise<string> {
      const { form, idempotencyKey } = submission;
      try {
        if (idempotencyKey) {
          const earlier = await referenceFor(strapi, idempotencyKey);
          if (earlier) return earlier;
        }
        const { record, lowScore, file } = await recordOf(submission);
        const scans = getService(strapi, 'scan-worker');
        const scan = scans.enabled();
        if (lowScore) {
          const attempt = { ...record, idempotencyKey: null, reason: 'low-score' };
          await writeLead(strapi, { uid: QUARANTINE_UID, record: attempt, file, mail: null, scan });
          leadsQuarantined.inc();
          if (scan) scans.nudge();
          throw new ApiError(403, 'BOT_CHECK_FAILED', 'The bot check did not pass (low score).');
        }
        const mail = await getService(strapi, 'lead-mail').planFor(record.contacts.map((contact) => contact.email));
        const { reference, replayed } = await writeLead(strapi, { uid: LEAD_UID, record, file, mail, scan });
        if (!replayed) leadsCreated.inc();
        // The scan runs after the answer, in this instance's worker (or any other's).
        if (scan && !replayed) scans.nudge();
        return reference;
      } finally {
        await form.file?.release();
      }
    },
  };
};

export default leadIntake;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-intake': ReturnType<typeof leadIntake>;
  }
}
