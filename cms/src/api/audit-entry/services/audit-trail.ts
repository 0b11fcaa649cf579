// Records one audit entry per sensitive admin action (README.md, "The back office"). Used as
// strapi.service('api::audit-entry.audit-trail').record(caller, action, { leadReference, details }).

import type { Core } from '@strapi/strapi';
import { describeCaller, type AdminCaller } from '../../../lib/auth/admin-caller';
import { AUDIT_UID } from '../../../lib/uids';
import type { AuditAction } from '../content-types/audit-entry/schema';

type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };

export type AuditRecord = { leadReference?: string; details?: Record<string, unknown> };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(caller: AdminCaller, action: AuditAction, { leadReference, details }: AuditRecord = {}) {
    return strapi.documents(AUDIT_UID).create({
      data: {
        action,
        actor: describeCaller(caller),
        ...(leadReference ? { leadReference } : {}),
        ...(details ? { details: details as Record<string, JSONValue> } : {}),
      },
    });
  },
});
