// Records one audit entry per sensitive admin action (README.md, "The back office"). Used as
// getService(strapi, 'audit-trail').record(caller, action, { leadReference, details }).

import type { Core } from '@strapi/strapi';
import type { AuditAction } from '@vision/config';
import { describeCaller, type AdminCaller } from '../../../lib/auth/admin-caller';
import { AUDIT_UID } from '../../../lib/uids';

type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };

export type AuditRecord = { leadReference?: string; details?: Record<string, unknown> };

/** The actor of what the CMS does on its own schedule (the retention job), as the panel shows it. */
export const SYSTEM_ACTOR = 'המערכת (משימה מתוזמנת)';

const auditTrail = ({ strapi }: { strapi: Core.Strapi }) => {
  const write = (actor: string, action: AuditAction, { leadReference, details }: AuditRecord = {}) =>
    strapi.documents(AUDIT_UID).create({
      data: {
        action,
        actor,
        ...(leadReference ? { leadReference } : {}),
        ...(details ? { details: details as Record<string, JSONValue> } : {}),
      },
    });
  return {
    record: (caller: AdminCaller, action: AuditAction, record: AuditRecord = {}) =>
      write(describeCaller(caller), action, record),
    /** An entry of the CMS's own doing, nobody's: the retention job. */
    recordBySystem: (action: AuditAction, record: AuditRecord = {}) => write(SYSTEM_ACTOR, action, record),
  };
};

export default auditTrail;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'audit-trail': ReturnType<typeof auditTrail>;
  }
}
