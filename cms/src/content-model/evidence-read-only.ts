// The audit trail is evidence: entries are written by the audit-trail service and never changed
// or removed through the Document Service, whoever asks (the panel's permissions say the same).

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUDIT_UID } from '../lib/uids';

const CHANGES = new Set(['update', 'delete', 'publish', 'unpublish', 'discardDraft']);

export const registerAuditReadOnly = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid === AUDIT_UID && CHANGES.has(context.action)) {
      throw new errors.ForbiddenError('Audit entries cannot be changed or deleted');
    }
    return next();
  });
};
