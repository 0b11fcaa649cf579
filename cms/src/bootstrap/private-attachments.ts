// Lead attachments at start: files a crash left without a row are removed. Storage that cannot be
// used does not stop the start (the site's texts are still served): it is logged, uploads answer
// 503 and GET /api/ready reports it until it is fixed.

import type { Core } from '@strapi/strapi';
import { sweepOrphans } from '../lib/attachments/orphan-sweep';
import { attachmentsOf } from '../lib/attachments/storage';
import { ATTACHMENT_OWNER_UIDS } from '../lib/uids';

export const preparePrivateAttachments = async (strapi: Core.Strapi) => {
  const store = attachmentsOf(strapi);
  const removed = await sweepOrphans(store, async (names) => {
    const referenced = new Set<string>();
    for (const uid of ATTACHMENT_OWNER_UIDS) {
      const rows = (await strapi.db
        .query(uid)
        .findMany({ where: { attachmentKey: { $in: names } }, select: ['attachmentKey'] })) as {
        attachmentKey: string;
      }[];
      for (const row of rows) referenced.add(row.attachmentKey);
    }
    return referenced;
  }).catch((error: NodeJS.ErrnoException) => {
    strapi.log.error(
      `[attachments] private storage ${store.dir} cannot be used (${error.code ?? error.message}): lead submissions answer 503 until it is fixed`,
    );
    return 0;
  });
  if (removed) strapi.log.warn(`[attachments] removed ${removed} orphaned file(s) from ${store.dir}`);
};
