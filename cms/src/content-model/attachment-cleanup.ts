// A lead's or quarantined attempt's private file goes when its row goes, whichever way the row is
// deleted (the panel, a bulk delete, the API), and only once no other row points at it: a
// quarantined attempt accepted into the leads hands its file over, it is not copied.

import type { Core } from '@strapi/strapi';
import { attachmentsOf } from '../lib/attachments/storage';
import { ATTACHMENT_OWNER_UIDS, type AttachmentOwnerUid } from '../lib/uids';

const ownsAttachment = (uid: string): uid is AttachmentOwnerUid =>
  (ATTACHMENT_OWNER_UIDS as readonly string[]).includes(uid);

const stillReferenced = async (strapi: Core.Strapi, key: string) => {
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    if ((await strapi.db.query(uid).count({ where: { attachmentKey: key } })) > 0) return true;
  }
  return false;
};

const removeUnreferenced = async (strapi: Core.Strapi, keys: string[]) => {
  for (const key of keys) {
    try {
      if (!(await stillReferenced(strapi, key))) await attachmentsOf(strapi).remove(key);
    } catch (error) {
      // The orphan sweep removes it later; the delete itself already happened.
      strapi.log.error(`[attachments] could not remove the file of a deleted row: ${(error as Error).message}`);
    }
  }
};

export const registerAttachmentCleanup = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'delete' || !ownsAttachment(context.uid)) return next();
    const { documentId } = context.params as { documentId?: string };
    const rows = documentId
      ? ((await strapi.db.query(context.uid).findMany({ where: { documentId }, select: ['attachmentKey'] })) as {
          attachmentKey?: string | null;
        }[])
      : [];
    const result = await next();
    const keys = rows.map((row) => row.attachmentKey).filter((key): key is string => Boolean(key));
    if (keys.length === 0) return result;
    if (!strapi.db.inTransaction()) {
      await removeUnreferenced(strapi, keys);
      return result;
    }
    // Inside a caller's transaction (a bulk delete, an accept) the row is gone only at commit, and
    // a rollback must find the file still there.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => void removeUnreferenced(strapi, keys));
    });
    return result;
  });
};
