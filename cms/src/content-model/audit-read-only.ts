// The audit trail is evidence, and a lead's review notes are a record of what was said: both are
// written (audit-trail service, POST /api/leads/:id/notes) and never changed or removed through
// the Document Service, whoever asks (the panel's permissions say the same).

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUDIT_UID, NOTE_UID } from '../lib/uids';

const CHANGES = new Set(['update', 'delete', 'publish', 'unpublish', 'discardDraft']);

const APPEND_ONLY: Record<string, string> = {
  [AUDIT_UID]: 'Audit entries cannot be changed or deleted',
  [NOTE_UID]: 'Review notes cannot be changed or deleted',
};

export const registerAuditReadOnly = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (APPEND_ONLY[context.uid] && CHANGES.has(context.action)) {
      throw new errors.ForbiddenError(APPEND_ONLY[context.uid]);
    }
    return next();
  });
};
