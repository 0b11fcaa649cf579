// GET /api/leads/:id/file and /api/leads/quarantine/:id/file: the private file of a lead or of a
// quarantined attempt under review, recorded in the audit trail as downloaded by whom. Only a file
// the malware scan found `clean` leaves (README.md, "Malware scanning"); any other answers 409
// FILE_NOT_CLEAN with its state, before storage is touched.

import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { DEFAULT_FILE_SCAN_STATE, DOWNLOADABLE_FILE_SCAN_STATE, isFileScanState } from '@vision/config';
import { downloadHeaders, type StoredAttachment } from '../../../lib/attachments/download';
import { attachmentsOf, StorageFault, storageUnavailable } from '../../../lib/attachments/storage';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { QUARANTINE_UID, type AttachmentOwnerUid } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

type AttachmentRow = StoredAttachment & {
  attachmentSize: number | string | null;
  attachmentKey: string | null;
  fileScan: string | null;
};

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such lead or attachment.');

const notClean = (fileScan: string) =>
  new ApiError(
    409,
    'FILE_NOT_CLEAN',
    `The file is not known to be clean (its malware scan: ${fileScan}).`,
    undefined,
    {},
    { fileScan },
  );

const leadAttachments = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The stored attachment of a row by its documentId, or null when there is no such row or file. */
  const find = async (uid: AttachmentOwnerUid, documentId: string): Promise<AttachmentRow | null> => {
    if (!DOCUMENT_ID.test(documentId)) return null;
    const row = (await strapi.db.query(uid).findOne({
      where: { documentId },
      select: ['reference', 'attachmentName', 'attachmentType', 'attachmentSize', 'attachmentKey', 'fileScan'],
    })) as AttachmentRow | null;
    return row?.attachmentKey ? row : null;
  };

  return {
    find,

    /** The download's headers and body; throws 404 when the row or its file is missing. */
    /** `inline`: a PDF shown in the page rather than saved (GET /api/leads/:id/file?inline=1). */
    async download(
      uid: AttachmentOwnerUid,
      documentId: string,
      caller: AdminCaller,
      { inline = false }: { inline?: boolean } = {},
    ): Promise<{ headers: Record<string, string>; body: Readable }> {
      const attachment = await find(uid, documentId);
      if (!attachment?.attachmentKey) throw notFound();
      const fileScan = isFileScanState(attachment.fileScan) ? attachment.fileScan : DEFAULT_FILE_SCAN_STATE;
      if (fileScan !== DOWNLOADABLE_FILE_SCAN_STATE) throw notClean(fileScan);
      // Opened before anything is answered: a file missing from storage is a 404 and a log line,
      // storage that cannot be reached a 503, never a crash or half a download.
      const file = await attachmentsOf(strapi)
        .open(attachment.attachmentKey)
        .catch((error: unknown) => {
          if (!(error instanceof StorageFault)) throw error;
          strapi.log.error(`[leads] attachment of ${attachment.reference} cannot be read (${error.code})`);
          throw storageUnavailable(error, 'The file cannot be read right now; try again shortly.');
        });
      if (!file) {
        strapi.log.error(`[leads] attachment of ${attachment.reference} is missing from private storage`);
        throw notFound();
      }
      try {
        await getService(strapi, 'audit-trail').record(caller, 'attachment-download', {
          leadReference: attachment.reference,
          details: {
            name: attachment.attachmentName,
            size: file.size,
            ...(uid === QUARANTINE_UID ? { quarantined: true } : {}),
            ...(inline ? { inline: true } : {}),
          },
        });
        return { headers: downloadHeaders(attachment, file.size, { inline }), body: file.body };
      } catch (error) {
        file.body.destroy();
        throw error;
      }
    },
  };
};

export default leadAttachments;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-attachments': ReturnType<typeof leadAttachments>;
  }
}
