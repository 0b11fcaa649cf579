// A person's rights over their data (Israel's Privacy Protection Law, amendment 13; README.md,
// "Privacy"): erasure on request (POST /api/leads/erase) and access (GET /api/leads/subject-export).
// The erasure deletes every row of the person in one transaction through the steps of
// lib/privacy/erasure-steps.ts, then their files (lib/privacy/erasure-files.ts); its audit entry
// says who erased how much, never whose data.

import type { Core } from '@strapi/strapi';
import { FILE_SCAN_LABELS, REVIEW_STATUS_LABELS, isFileScanState, isReviewStatus } from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { erasureLogOf } from '../../../lib/backup/erasure-log';
import { storageUnavailable } from '../../../lib/attachments/storage';
import { runErasureSteps, type ErasureSet } from '../../../lib/privacy/erasure-steps';
import { fileKeysOf, removeErasedFiles } from '../../../lib/privacy/erasure-files';
import { erasureSetOf, type DataSubject } from '../../../lib/privacy/erasure-targets';
import { jerusalemDate, jerusalemIso } from '../../../lib/time/jerusalem';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

/** Each step's count (lib/privacy/erasure-steps.ts), the files removed and those that could not be. */
export type ErasureResult = { dryRun: boolean; files: number; filesNotRemoved: number } & Record<
  string,
  number | boolean
>;

type StoredContact = { fullName?: string | null; role?: string | null; phoneNumber?: string | null; email: string };
type StoredRow = {
  id: number;
  reference: string;
  createdAt: string | Date;
  visionSubmissionArea: string;
  visionPresenters: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | string | null;
  reviewStatus?: string;
  fileScan?: string | null;
  contacts?: StoredContact[];
};

const sameAddress = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b;

const personalData = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The erasure in the erasure log (lib/backup/erasure-log.ts) before anything is deleted, so that
   * a restore of an older backup erases this person again; an erasure that cannot be recorded is
   * not done (503), rather than done and forgotten by the next restore.
   */
  const recordInLog = async (subject: DataSubject, set: ErasureSet) => {
    try {
      await erasureLogOf(strapi).recordErasure({
        emails: 'email' in subject ? [subject.email] : [],
        references: [...set.leads, ...set.attempts].map((row) => row.reference),
      });
    } catch (error) {
      strapi.log.error(`[privacy] the erasure log could not be written: ${(error as Error).message}`);
      throw storageUnavailable(error, 'The erasure could not be recorded right now; try again shortly.');
    }
  };

  /**
   * Erases (or, with dryRun, only counts) everything of this person. Rows go in one transaction;
   * the files after its commit, their failures counted in `filesNotRemoved`.
   */
  const erase = async (subject: DataSubject, dryRun: boolean, caller: AdminCaller): Promise<ErasureResult> => {
    let set: ErasureSet = { leads: [], attempts: [] };
    const counts = await strapi.db.transaction(async ({ trx }) => {
      set = await erasureSetOf(strapi, trx, subject);
      if (!dryRun && (set.leads.length || set.attempts.length)) await recordInLog(subject, set);
      return runErasureSteps({ strapi, trx, set }, dryRun);
    });
    const keys = fileKeysOf(set);
    if (dryRun) return { dryRun, ...counts, files: keys.length, filesNotRemoved: 0 };
    const files = await removeErasedFiles(strapi, keys);
    const result: ErasureResult = { dryRun, ...counts, files: files.removed, filesNotRemoved: files.failed };
    // Who and how many: never the address or the reference the request named.
    const { dryRun: _dryRun, ...details } = result;
    await getService(strapi, 'audit-trail').record(caller, 'personal-data-erasure', {
      details: { by: 'email' in subject ? 'email' : 'reference', ...details },
    });
    return result;
  };

  /** Everything stored about this address: its leads and quarantined attempts, as a person reads them. */
  const subjectExport = async (email: string, caller: AdminCaller) => {
    const set = await erasureSetOf(strapi, strapi.db.connection, { email });
    const labels = (await getService(strapi, 'settings-snapshot').get()).areaLabels as Record<string, string>;
    const read = async (uid: typeof LEAD_UID | typeof QUARANTINE_UID, ids: number[]) =>
      ids.length
        ? ((await strapi.db
            .query(uid)
            .findMany({ where: { id: { $in: ids } }, populate: ['contacts'], orderBy: { id: 'asc' } })) as StoredRow[])
        : [];
    // Only this person's contacts: the others on the same proposal are other people's data.
    const describe = (row: StoredRow) => {
      const contacts = row.contacts ?? [];
      const own = contacts.filter((contact) => sameAddress(contact.email, email));
      const at = new Date(row.createdAt).getTime();
      return {
        reference: row.reference,
        receivedAt: jerusalemIso(at),
        area: labels[row.visionSubmissionArea] ?? row.visionSubmissionArea,
        visionPresenters: row.visionPresenters,
        contacts: own.map(({ fullName, role, phoneNumber, email: address }) => ({
          fullName: fullName ?? '',
          role: role ?? '',
          phoneNumber: phoneNumber ?? '',
          email: address,
        })),
        otherContactsCount: contacts.length - own.length,
        file: row.attachmentName
          ? {
              name: row.attachmentName,
              type: row.attachmentType,
              size: Number(row.attachmentSize ?? 0),
              // Its malware scan, as the lead admins read it (a label, like the status).
              fileScan: isFileScanState(row.fileScan) ? FILE_SCAN_LABELS[row.fileScan] : null,
            }
          : null,
      };
    };
    const leads = (
      await read(
        LEAD_UID,
        set.leads.map((row) => row.id),
      )
    ).map((row) => ({
      ...describe(row),
      status: isReviewStatus(row.reviewStatus) ? REVIEW_STATUS_LABELS[row.reviewStatus] : null,
    }));
    const quarantinedLeads = (
      await read(
        QUARANTINE_UID,
        set.attempts.map((row) => row.id),
      )
    ).map(describe);
    await getService(strapi, 'audit-trail').record(caller, 'subject-export', {
      details: { leads: leads.length, quarantinedLeads: quarantinedLeads.length },
    });
    const now = Date.now();
    const document = { email, exportedAt: jerusalemIso(now), leads, quarantinedLeads };
    return {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="subject-export-${jerusalemDate(now)}.json"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
      body: JSON.stringify(document, null, 2),
    };
  };

  return { erase, subjectExport };
};

export default personalData;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'personal-data': ReturnType<typeof personalData>;
  }
}
