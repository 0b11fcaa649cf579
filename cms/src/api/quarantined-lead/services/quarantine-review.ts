// Accepting a quarantined attempt: the lead is written with the attempt's data, its original
// received time and the same stored file (the key moves with the row; the file is not copied),
// and its duplicate keys; the attempt is deleted and the audit trail records who did it, all in
// one transaction. The lead's e-mails are queued then, in that transaction: a quarantined attempt
// gets no mail until it is accepted. The file's malware scan goes with it: its verdict, or its scan
// job, which then records the verdict on the new lead (lib/scan/record-verdict.ts).

import type { Core } from '@strapi/strapi';
import { DEFAULT_FILE_SCAN_STATE, DEFAULT_LOCALE } from '@vision/config';
import { leadTables } from '../../../lib/database/lead-tables';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { earlierDuplicates, matchKeysOf, writeMatchKeys } from '../../../lib/leads/match-keys';
import { enqueueLeadMail } from '../../../lib/mail/outbox';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

type Contact = {
  id?: number;
  fullName?: string | null;
  role?: string | null;
  phoneNumber?: string | null;
  email: string;
};

type QuarantinedLead = {
  id: number;
  documentId: string;
  reference: string;
  visionPresenters: string;
  contacts?: Contact[];
  visionSubmissionArea: string;
  confirmation: boolean;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  attachmentSha256: string | null;
  attachmentKey: string | null;
  idempotencyKey: string | null;
  recaptchaScore: number | string | null;
  fileScan: string | null;
  fileScanDetail: string | null;
  submissionLocale: string | null;
  createdAt: string | Date;
};

export type AcceptedLead = { id: string; reference: string };

const quarantineReview = ({ strapi }: { strapi: Core.Strapi }) => ({
  async accept(documentId: string, caller: AdminCaller): Promise<AcceptedLead> {
    // Who is mailed: from the settings in memory, read before the transaction.
    const staffPlan = await getService(strapi, 'lead-mail').planFor([]);
    return strapi.db.transaction(async ({ trx }) => {
      // Two managers pressing "accept" at once: on PostgreSQL the second waits here for the
      // first to commit, then finds nothing (SQLite runs one write transaction at a time).
      if (strapi.db.dialect.client === 'postgres') {
        const quarantine = leadTables(strapi, QUARANTINE_UID);
        await trx(quarantine.table).where(quarantine.column('documentId'), documentId).forUpdate().select('id');
      }
      const attempt = (await strapi.db
        .query(QUARANTINE_UID)
        .findOne({ where: { documentId }, populate: ['contacts'] })) as QuarantinedLead | null;
      if (!attempt) throw new ApiError(404, 'NOT_FOUND', 'No quarantined attempt with this id');

      // A retry of the same submission may have become a lead since; it keeps the key.
      const keyTaken =
        attempt.idempotencyKey !== null &&
        (await strapi.db.query(LEAD_UID).count({ where: { idempotencyKey: attempt.idempotencyKey } })) > 0;

      const lead = await strapi.documents(LEAD_UID).create({
        // The generated input type takes no null for an optional attribute; the Document Service does.
        data: {
          reference: attempt.reference,
          visionPresenters: attempt.visionPresenters,
          contacts: (attempt.contacts ?? []).map(({ fullName, role, phoneNumber, email }) => ({
            fullName,
            role,
            phoneNumber,
            email,
          })),
          visionSubmissionArea: attempt.visionSubmissionArea,
          confirmation: attempt.confirmation,
          attachmentName: attempt.attachmentName,
          attachmentType: attempt.attachmentType,
          attachmentSize: attempt.attachmentSize,
          attachmentSha256: attempt.attachmentSha256,
          attachmentKey: attempt.attachmentKey,
          idempotencyKey: keyTaken ? null : attempt.idempotencyKey,
          recaptchaScore: attempt.recaptchaScore === null ? null : Number(attempt.recaptchaScore),
          fileScan: attempt.fileScan ?? DEFAULT_FILE_SCAN_STATE,
          fileScanDetail: attempt.fileScanDetail,
          submissionLocale: attempt.submissionLocale ?? DEFAULT_LOCALE,
        } as never,
      });
      const keys = matchKeysOf(
        attempt.attachmentSha256,
        (attempt.contacts ?? []).map((contact) => contact.email),
      );
      // The lead was received when the visitor sent it, not when it was reviewed (the received
      // day follows: content-model/received-day.ts); the leads it may repeat are the ones already in.
      await strapi.db.query(LEAD_UID).update({
        where: { id: lead.id },
        data: { createdAt: attempt.createdAt, duplicateOf: await earlierDuplicates(strapi, trx, keys) },
      });
      await writeMatchKeys(strapi, trx, new Map([[Number(lead.id), keys]]));
      const contactEmails = (attempt.contacts ?? []).map((contact) => contact.email);
      await enqueueLeadMail(
        strapi,
        trx,
        { id: Number(lead.id), reference: attempt.reference },
        staffPlan && { ...staffPlan, contactEmails },
      );
      await strapi.documents(QUARANTINE_UID).delete({ documentId });
      await getService(strapi, 'audit-trail').record(caller, 'quarantine-accept', { leadReference: attempt.reference });
      return { id: lead.documentId, reference: attempt.reference };
    });
  },
});

export default quarantineReview;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'quarantine-review': ReturnType<typeof quarantineReview>;
  }
}
