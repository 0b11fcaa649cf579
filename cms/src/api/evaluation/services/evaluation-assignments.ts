// Who evaluates which lead (README.md, "The /api contract"): assigning evaluators to one lead,
// the automatic assignment over the leads the list's filters select (bulk SQL in one transaction:
// a handful of reads, the choice in memory, inserts in chunks), the evaluators with their areas and
// load, and an evaluator's own queue. Every assignment is audited (one entry per request), and each
// evaluator given new assignments has their day's digest e-mail written to the outbox in the same
// transaction (lib/mail/evaluator-digest.ts: one a day at most, its content read when sent).

import type { Core } from '@strapi/strapi';
import { EVALUATOR_ROLE_NAME, type AreaKey, type Evaluator, type QueueItem } from '@vision/config';
import type { Knex } from 'knex';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { adminName } from '../../../lib/auth/admin-name';
import { tableOf } from '../../../lib/database/lead-tables';
import { newDocumentId } from '../../../lib/database/new-document-id';
import { planAssignments, type PlannedAssignment } from '../../../lib/evaluation/assignment-plan';
import { takeAssignmentLock } from '../../../lib/evaluation/evaluation-locks';
import { queueCounts, queuePage } from '../../../lib/evaluation/queue';
import { ApiError } from '../../../lib/http/api-error';
import { appConfig } from '../../../lib/config/app-config';
import { enqueueEvaluatorDigests } from '../../../lib/mail/evaluator-digest';
import { paginationMeta, type PageRequest } from '../../../lib/http/paging';
import { filteredLeads, type LeadFilters } from '../../../lib/leads/filtered-leads';
import { timeOf } from '../../../lib/leads/lead-rows';
import { ASSIGNMENT_UID, CONFLICT_UID, EVALUATOR_AREA_UID, LEAD_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

export type AutoAssignRequest = {
  filters: LeadFilters;
  /** The filters as given, for the audit trail. */
  described: Record<string, string>;
  perLead: number;
  evaluatorIds?: number[];
  area?: AreaKey;
};

/** Rows per insert: well under both databases' limits on bound values. */
const INSERT_CHUNK = 500;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No lead has this id.');

const groupPairs = (rows: { leadId: number; evaluatorId: number }[]) => {
  const groups = new Map<number, Set<number>>();
  for (const { leadId, evaluatorId } of rows) {
    const key = Number(leadId);
    let set = groups.get(key);
    if (!set) groups.set(key, (set = new Set()));
    set.add(Number(evaluatorId));
  }
  return groups;
};

const evaluationAssignments = ({ strapi }: { strapi: Core.Strapi }) => {
  const a = () => tableOf(strapi, ASSIGNMENT_UID);

  /** The assignment rows to insert, as stored (Strapi's own columns included). */
  const rowsOf = (planned: PlannedAssignment[], assignedById: number | null) => {
    const now = new Date();
    return planned.map(({ leadId, evaluatorId }) =>
      a().row({
        documentId: newDocumentId(),
        leadId,
        evaluatorId,
        assignedById,
        assignedAt: now,
        state: 'assigned',
        reopenedCount: 0,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      }),
    );
  };

  /**
   * Inserts the rows, a pair already there left as it is; answers how many were new (the rows the
   * insert returned: counting the table around it would also count another request's rows).
   */
  const insert = async (trx: Knex.Transaction, planned: PlannedAssignment[], assignedById: number | null) => {
    const t = a();
    const rows = rowsOf(planned, assignedById);
    let inserted = 0;
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const created = (await trx(t.table)
        .insert(chunk)
        .onConflict([t.column('leadId'), t.column('evaluatorId')])
        .ignore()
        .returning('id')) as unknown[];
      inserted += created.length;
    }
    return inserted;
  };

  /** Every usable evaluator's address, by id. */
  const evaluatorAddresses = async () =>
    new Map((await getService(strapi, 'admin-access').evaluators()).map((user) => [user.id, user.email]));

  /**
   * Writes the day's digest job of each of these evaluators (those given new assignments), in the
   * assignment's transaction; nothing when e-mail is off.
   */
  const enqueueDigests = async (
    trx: Knex.Transaction,
    evaluatorIds: Iterable<number>,
    addresses: Map<number, string>,
  ) => {
    const mail = appConfig(strapi, 'mail');
    if (!mail.enabled) return;
    const recipients = [...new Set(evaluatorIds)].map((id) => ({ id, email: addresses.get(id) ?? '' }));
    await enqueueEvaluatorDigests(strapi, trx, recipients, { now: new Date(), digestHour: mail.digestHour });
  };

  /** The usable evaluators among these ids; any other id is a 400 naming `evaluatorIds`. */
  const evaluatorsAmong = async (ids: readonly number[], known?: Map<number, string>) => {
    const usable = known ?? (await evaluatorAddresses());
    if (ids.some((id) => !usable.has(id))) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `Every id must be an active account with the ${EVALUATOR_ROLE_NAME} role.`,
        {
          evaluatorIds: 'INVALID_FORMAT',
        },
      );
    }
    return [...new Set(ids)];
  };

  const callerId = (caller: AdminCaller) => (caller.kind === 'admin' ? caller.id : null);

  /** Each evaluator's assignments not yet submitted, and submitted ones. */
  const loadsOf = async (ids: readonly number[]) => {
    const t = a();
    const evaluator = t.column('evaluatorId');
    const rows = (await strapi.db
      .connection(t.table)
      .select(`${evaluator} as evaluatorId`, `${t.column('state')} as state`)
      .count({ n: '*' })
      .whereIn(evaluator, ids)
      .groupBy(evaluator, t.column('state'))) as { evaluatorId: number; state: string; n: number | string }[];
    const loads = new Map<number, { open: number; submitted: number }>(
      ids.map((id) => [id, { open: 0, submitted: 0 }]),
    );
    for (const row of rows) {
      const load = loads.get(Number(row.evaluatorId))!;
      if (row.state === 'submitted') load.submitted += Number(row.n);
      else load.open += Number(row.n);
    }
    return loads;
  };

  const areasOf = async (ids: readonly number[]) => {
    const rows = (await strapi.db
      .query(EVALUATOR_AREA_UID)
      .findMany({ where: { evaluatorId: { $in: [...ids] } }, select: ['evaluatorId', 'area'] })) as {
      evaluatorId: number;
      area: AreaKey;
    }[];
    const areas = new Map<number, AreaKey[]>();
    for (const row of rows) areas.set(row.evaluatorId, [...(areas.get(row.evaluatorId) ?? []), row.area]);
    return areas;
  };

  return {
    /** Assigns these evaluators to the lead (those already assigned stay as they are). */
    async assign(documentId: string, evaluatorIds: number[], caller: AdminCaller) {
      const lead = (await strapi.db
        .query(LEAD_UID)
        .findOne({ where: { documentId }, select: ['id', 'reference'] })) as { id: number; reference: string } | null;
      if (!lead) throw notFound();
      const addresses = await evaluatorAddresses();
      const ids = await evaluatorsAmong(evaluatorIds, addresses);
      const assigned = await strapi.db.transaction(async ({ trx }) => {
        await takeAssignmentLock(strapi, trx);
        // Read under the lock: a conflict declared a moment ago is seen.
        const conflicted = (await strapi.db
          .query(CONFLICT_UID)
          .findMany({ where: { leadId: lead.id, evaluatorId: { $in: ids } }, select: ['evaluatorId'] })) as {
          evaluatorId: number;
        }[];
        if (conflicted.length) {
          throw new ApiError(
            409,
            'CONFLICT_OF_INTEREST',
            'המעריך/ה הצהיר/ה על ניגוד עניינים עם ההצעה הזאת ולכן אי אפשר להקצות לו/ה אותה.',
          );
        }
        const t = a();
        const held = new Set(
          (
            (await trx(t.table)
              .select(`${t.column('evaluatorId')} as evaluatorId`)
              .where(t.column('leadId'), lead.id)
              .whereIn(t.column('evaluatorId'), ids)) as { evaluatorId: number }[]
          ).map((row) => Number(row.evaluatorId)),
        );
        const count = await insert(
          trx,
          ids.map((evaluatorId) => ({ leadId: lead.id, evaluatorId })),
          callerId(caller),
        );
        if (count) {
          const names = new Map(
            (await getService(strapi, 'admin-access').evaluators()).map((u) => [u.id, adminName(u)]),
          );
          await getService(strapi, 'audit-trail').record(caller, 'evaluation-assign', {
            leadReference: lead.reference,
            details: { evaluatorNames: ids.map((id) => names.get(id) ?? `#${id}`), assigned: count },
          });
          await enqueueDigests(
            trx,
            ids.filter((id) => !held.has(id)),
            addresses,
          );
        }
        return count;
      });
      return { assigned, leads: assigned ? 1 : 0 };
    },

    /**
     * Gives every lead the filters select up to `perLead` evaluators, least loaded first. One
     * transaction: the leads, their assignments and conflicts, and the load read by a few queries
     * over the filter as a subquery (never a list of ids), the rows written in chunks.
     */
    async autoAssign(request: AutoAssignRequest, caller: AdminCaller) {
      const addresses = await evaluatorAddresses();
      let candidates = request.evaluatorIds
        ? await evaluatorsAmong(request.evaluatorIds, addresses)
        : [...addresses.keys()];
      if (request.area && candidates.length) {
        const registered = await strapi.db
          .query(EVALUATOR_AREA_UID)
          .findMany({ where: { area: request.area, evaluatorId: { $in: candidates } }, select: ['evaluatorId'] });
        const ids = new Set((registered as { evaluatorId: number }[]).map((row) => row.evaluatorId));
        candidates = candidates.filter((id) => ids.has(id));
      }
      const outcome = await strapi.db.transaction(async ({ trx }) => {
        if (!candidates.length) return { assigned: 0, leads: 0 };
        // Two assignments at once would each plan from the same loads and give a lead too many.
        await takeAssignmentLock(strapi, trx);
        const t = a();
        const [lead, evaluator] = [t.column('leadId'), t.column('evaluatorId')];
        const selected = () => filteredLeads(strapi, request.filters).transacting(trx).select('l.id');
        const leadIds = (
          (await filteredLeads(strapi, request.filters).transacting(trx).select('l.id as id').orderBy('l.id')) as {
            id: number;
          }[]
        ).map((row) => Number(row.id));
        const pairs = (table: string, leadColumn: string, evaluatorColumn: string) =>
          trx(table)
            .select(`${leadColumn} as leadId`, `${evaluatorColumn} as evaluatorId`)
            .whereIn(leadColumn, selected()) as Promise<{ leadId: number; evaluatorId: number }[]>;
        const c = tableOf(strapi, CONFLICT_UID);
        const [assigned, conflicts, loadRows] = [
          groupPairs(await pairs(t.table, lead, evaluator)),
          groupPairs(await pairs(c.table, c.column('leadId'), c.column('evaluatorId'))),
          (await trx(t.table)
            .select(`${evaluator} as evaluatorId`)
            .count({ n: '*' })
            .whereIn(evaluator, candidates)
            .whereNot(t.column('state'), 'submitted')
            .groupBy(evaluator)) as { evaluatorId: number; n: number | string }[],
        ];
        const load = new Map(loadRows.map((row) => [Number(row.evaluatorId), Number(row.n)]));
        const planned = planAssignments({ leadIds, assigned, conflicts, candidates, load, perLead: request.perLead });
        const count = await insert(trx, planned, callerId(caller));
        const leads = new Set(planned.map((assignment) => assignment.leadId)).size;
        // The plan holds only new pairs (it skips those already assigned): one digest job each.
        await enqueueDigests(
          trx,
          planned.map((assignment) => assignment.evaluatorId),
          addresses,
        );
        await getService(strapi, 'audit-trail').record(caller, 'evaluation-assign', {
          details: {
            automatic: true,
            filters: request.described,
            perLead: request.perLead,
            ...(request.area ? { area: request.area } : {}),
            evaluators: candidates.length,
            assigned: count,
            leads,
          },
        });
        return { assigned: count, leads };
      });
      return outcome;
    },

    /** Every usable evaluator, by name, with their areas and load. */
    async evaluators(): Promise<Evaluator[]> {
      const users = await getService(strapi, 'admin-access').evaluators();
      const ids = users.map((user) => user.id);
      const [loads, areas] = await Promise.all([loadsOf(ids), areasOf(ids)]);
      return users
        .map((user) => ({
          id: user.id,
          name: adminName(user),
          areas: areas.get(user.id) ?? [],
          ...loads.get(user.id)!,
        }))
        .sort((x, y) => x.name.localeCompare(y.name, 'he') || x.id - y.id);
    },

    /** The areas an evaluator is registered for (none: any). */
    async setAreas(evaluatorId: number, areas: AreaKey[], caller: AdminCaller): Promise<Evaluator> {
      const users = await getService(strapi, 'admin-access').evaluators();
      const user = users.find((candidate) => candidate.id === evaluatorId);
      if (!user) {
        throw new ApiError(404, 'NOT_FOUND', `No active account with the ${EVALUATOR_ROLE_NAME} role has this id.`);
      }
      const chosen = [...new Set(areas)];
      await strapi.db.transaction(async () => {
        await strapi.db.query(EVALUATOR_AREA_UID).deleteMany({ where: { evaluatorId } });
        for (const area of chosen) await strapi.db.query(EVALUATOR_AREA_UID).create({ data: { evaluatorId, area } });
        await getService(strapi, 'audit-trail').record(caller, 'evaluation-areas', {
          details: { evaluator: adminName(user), areas: chosen },
        });
      });
      return (await this.evaluators()).find((evaluator) => evaluator.id === evaluatorId)!;
    },

    /** The caller's assignments, oldest first, and how many of all of them are submitted. */
    async queue(evaluatorId: number, page: PageRequest) {
      const t = a();
      const l = tableOf(strapi, LEAD_UID);
      const [counts, rows, settings] = await Promise.all([
        queueCounts(strapi, evaluatorId) as Promise<{ state: string; n: number | string }[]>,
        queuePage(strapi, evaluatorId, page).select(
          `l.${l.column('documentId')} as id`,
          `l.${l.column('reference')} as reference`,
          `l.${l.column('visionSubmissionArea')} as area`,
          `a.${t.column('state')} as state`,
          `a.${t.column('assignedAt')} as assignedAt`,
          `a.${t.column('submittedAt')} as submittedAt`,
        ) as Promise<
          {
            id: string;
            reference: string;
            area: AreaKey;
            state: QueueItem['state'];
            assignedAt: unknown;
            submittedAt: unknown;
          }[]
        >,
        getService(strapi, 'settings-snapshot').get(),
      ]);
      const total = counts.reduce((sum, row) => sum + Number(row.n), 0);
      const done = Number(counts.find((row) => row.state === 'submitted')?.n ?? 0);
      const labels: Record<string, string> = settings.areaLabels;
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          reference: row.reference,
          area: { key: row.area, label: labels[row.area] ?? row.area },
          state: row.state,
          assignedAt: new Date(timeOf(row.assignedAt)).toISOString(),
          submittedAt: row.submittedAt === null ? null : new Date(timeOf(row.submittedAt)).toISOString(),
        })),
        meta: { pagination: paginationMeta(page, total), progress: { done, total } },
      };
    },
  };
};

export default evaluationAssignments;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'evaluation-assignments': ReturnType<typeof evaluationAssignments>;
  }
}
