// Private storage of lead attachments: one interface, two places. The local private folder
// (config/leads.ts, attachments.privateUploadsDir) is the default; S3-compatible storage is used when
// ATTACHMENTS_S3_BUCKET is set. Either way a file lives under a random name (its storage key),
// never in the Media Library, never public, and leaves only through the authorized download route.
// An upload is written straight to its key and removed again unless the row that points at it is
// written (received-file.ts decides which); until then no row names it, and the orphan sweep leaves young unreferenced files alone.
// Which place runs is decided once, here; nothing else knows.

import type { Core } from '@strapi/strapi';
import { ApiError } from '../http/api-error';
import type { AttachmentStore } from './attachment-store';
import { localAttachmentStore } from './local-storage';
import { s3AttachmentStore } from './s3-storage';
import { appConfig } from '../config/app-config';

export { isStorageKey, StorageFault, type AttachmentStore, type StoredFile } from './attachment-store';

const stores = new WeakMap<Core.Strapi, AttachmentStore>();

/** The store this CMS is configured with (config/leads.ts), made once per running CMS. */
export const attachmentsOf = (strapi: Core.Strapi): AttachmentStore => {
  let store = stores.get(strapi);
  if (!store) {
    const settings = appConfig(strapi, 'leads').attachments;
    store = settings.s3 ? s3AttachmentStore(settings.s3) : localAttachmentStore(settings.privateUploadsDir);
    stores.set(strapi, store);
  }
  return store;
};

/**
 * The answer when private storage cannot take or give a file: a passing fault of the service,
 * never the visitor's, and without the server's path or host (that goes to the log, from
 * `cause`). On an upload the connection closes, as the rest of the body is not read.
 */
export const storageUnavailable = (
  cause: unknown,
  message = 'The file could not be stored right now; try again shortly.',
) =>
  Object.assign(
    new ApiError(503, 'SERVICE_UNAVAILABLE', message, undefined, {
      'Retry-After': '30',
      Connection: 'close',
    }),
    { cause },
  );
