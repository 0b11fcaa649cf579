// Evidence is not edited. The audit trail and a lead's review notes (a record of what was said)
// are appended to (audit-trail service, POST /api/leads/:id/notes) and never changed or removed
// through the Document Service, whoever asks. A lead comes only from the intake and changes only through the review
// routes: the Content Manager never creates, changes or deletes one, super admins included (they
// hold every permission whatever the roles say, so the panel's permissions cannot say it for
// them). The server's own writes (the intake, the review routes, retention) do not pass through
// the Content Manager's routes and go on.

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, NOTE_UID } from '../lib/uids';

const CHANGES = new Set(['create', 'clone', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

const APPEND_ONLY: Record<string, string> = {
  [AUDIT_UID]: 'Audit entries cannot be changed or deleted',
  [NOTE_UID]: 'Review notes cannot be changed or deleted',
};

/** The Content Manager's own admin routes (/content-manager/collection-types/…). */
const CONTENT_MANAGER_PATH = /^\/content-manager\//;

export const registerEvidenceReadOnly = (strapi: Core.Strapi) => {
  const fromContentManager = () => {
    const ctx = strapi.requestContext.get() as Context | undefined;
    return CONTENT_MANAGER_PATH.test(ctx?.request?.path ?? '');
  };
  strapi.documents.use(async (context, next) => {
    if (!CHANGES.has(context.action)) return next();
    if (APPEND_ONLY[context.uid] && context.action !== 'create') {
      throw new errors.ForbiddenError(APPEND_ONLY[context.uid]);
    }
    if (context.uid === LEAD_UID && fromContentManager()) {
      throw new errors.ForbiddenError('Leads are created by visitors and cannot be changed in the Content Manager');
    }
    // The outbox is the worker's record of what was sent: a failed job is retried by its route.
    if (context.uid === MAIL_JOB_UID && fromContentManager()) {
      throw new errors.ForbiddenError(
        'Mail jobs are written by the server and cannot be changed in the Content Manager',
      );
    }
    return next();
  });
};
