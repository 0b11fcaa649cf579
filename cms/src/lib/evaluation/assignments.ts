// Who is assigned which lead: the one question the admin-access policy asks of the committee's
// routes scoped to a lead (lib/auth/admin-routes.ts, `assigned-evaluator`, `lead-evaluation`).

import type { Core } from '@strapi/strapi';
import { tableOf } from '../database/lead-tables';
import { ASSIGNMENT_UID, LEAD_UID } from '../uids';

/** Whether this admin user holds an assignment to the lead with this documentId (one indexed lookup). */
export const isAssignedTo = async (strapi: Core.Strapi, evaluatorId: number, leadDocumentId: string) => {
  const a = tableOf(strapi, ASSIGNMENT_UID);
  const l = tableOf(strapi, LEAD_UID);
  const row = (await strapi.db
    .connection(`${a.table} as a`)
    .join(`${l.table} as l`, 'l.id', `a.${a.column('leadId')}`)
    .where(`l.${l.column('documentId')}`, leadDocumentId)
    .where(`a.${a.column('evaluatorId')}`, evaluatorId)
    .first('a.id')) as { id: number } | undefined;
  return row !== undefined;
};
