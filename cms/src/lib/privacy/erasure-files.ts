// The private files of erased leads and attempts, removed once their rows are gone for good (after
// the commit: a rolled-back erasure must find its files still there). A row never points at a
// missing file this way; a file that cannot be removed is personal data still held, so it is
// never swallowed: it is counted in the answer and the audit entry, and logged by its storage key
// (a random name, no personal data) for the operator to remove.

import type { Core } from '@strapi/strapi';
import { attachmentsOf } from '../attachments/storage';
import { ATTACHMENT_OWNER_UIDS } from '../uids';
import type { ErasureSet } from './erasure-steps';

export type FileRemoval = { removed: number; failed: number };

/** The distinct storage keys of the set's files. */
export const fileKeysOf = (set: ErasureSet): string[] => [
  ...new Set([...set.leads, ...set.attempts].map((row) => row.attachmentKey).filter((key): key is string => !!key)),
];

/** A key another row still holds (an attempt handed its file to a lead) keeps its file. */
const stillHeld = async (strapi: Core.Strapi, key: string) => {
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    if ((await strapi.db.query(uid).count({ where: { attachmentKey: key } })) > 0) return true;
  }
  return false;
};

export const removeErasedFiles = async (strapi: Core.Strapi, keys: readonly string[]): Promise<FileRemoval> => {
  const result: FileRemoval = { removed: 0, failed: 0 };
  for (const key of keys) {
    try {
      if (await stillHeld(strapi, key)) continue;
      // A file already gone counts as removed (nothing is held); storage that fails rejects.
      await attachmentsOf(strapi).remove(key);
      result.removed += 1;
    } catch (error) {
      result.failed += 1;
      strapi.log.error(
        `[privacy] the private file ${key} of an erased row could not be removed (${(error as { code?: string }).code ?? (error as Error).message}); remove it by hand`,
      );
    }
  }
  return result;
};
