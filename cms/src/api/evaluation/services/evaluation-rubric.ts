// The rubric (GET and PUT /api/evaluation/rubric): the criteria in order. Replaced whole by a super
// admin; once any score exists (a draft or a submitted one), only names, descriptions, order and
// new criteria may change (lib/evaluation/rubric-change.ts), else 409 RUBRIC_LOCKED in Hebrew.

import type { Core } from '@strapi/strapi';
import type { Criterion, Rubric, RubricInput } from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { takeRubricLock } from '../../../lib/evaluation/evaluation-locks';
import { lockedRubricRefusal } from '../../../lib/evaluation/rubric-change';
import { ASSIGNMENT_UID, CRITERION_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

type StoredCriterion = {
  id: number;
  criterionKey: string;
  name: string;
  description: string | null;
  weight: number | string;
  scaleMin: number;
  scaleMax: number;
  position: number;
};

const criterionOf = (row: StoredCriterion): Criterion => ({
  key: row.criterionKey,
  name: row.name,
  description: row.description ?? '',
  weight: Number(row.weight),
  scale: { min: Number(row.scaleMin), max: Number(row.scaleMax) },
});

const evaluationRubric = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The criteria in order; through the query engine, so inside a transaction it reads that transaction. */
  const criteria = async (): Promise<Criterion[]> =>
    (
      (await strapi.db
        .query(CRITERION_UID)
        .findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })) as StoredCriterion[]
    ).map(criterionOf);

  /** Whether any score, draft or submitted, has been given. */
  const isLocked = async () =>
    (await strapi.db.query(ASSIGNMENT_UID).count({ where: { state: { $in: ['draft', 'submitted'] } } })) > 0;

  return {
    criteria,
    isLocked,

    async get(): Promise<Rubric> {
      const [list, locked] = await Promise.all([criteria(), isLocked()]);
      return { criteria: list, locked };
    },

    async replace(input: RubricInput, caller: AdminCaller): Promise<Rubric> {
      const next: Criterion[] = input.criteria.map((criterion) => ({
        ...criterion,
        description: criterion.description ?? '',
      }));
      await strapi.db.transaction(async ({ trx }) => {
        // No score is saved meanwhile: it would find the old criteria, or unlock them too late.
        await takeRubricLock(strapi, trx, 'change');
        const current = await criteria();
        if (await isLocked()) {
          const refusal = lockedRubricRefusal(current, next);
          if (refusal) throw new ApiError(409, 'RUBRIC_LOCKED', refusal);
        }
        const stored = (await strapi.db.query(CRITERION_UID).findMany({ select: ['id', 'criterionKey'] })) as {
          id: number;
          criterionKey: string;
        }[];
        const idOf = new Map(stored.map((row) => [row.criterionKey, row.id]));
        const kept = new Set(next.map((criterion) => criterion.key));
        const removed = stored.filter((row) => !kept.has(row.criterionKey)).map((row) => row.id);
        if (removed.length) await strapi.db.query(CRITERION_UID).deleteMany({ where: { id: { $in: removed } } });
        for (const [position, criterion] of next.entries()) {
          const data = {
            criterionKey: criterion.key,
            name: criterion.name,
            description: criterion.description,
            weight: criterion.weight,
            scaleMin: criterion.scale.min,
            scaleMax: criterion.scale.max,
            position,
          };
          const id = idOf.get(criterion.key);
          if (id === undefined) await strapi.db.query(CRITERION_UID).create({ data });
          else await strapi.db.query(CRITERION_UID).update({ where: { id }, data });
        }
        await getService(strapi, 'audit-trail').record(caller, 'evaluation-rubric', {
          details: { criteriaBefore: current.map((c) => c.name), criteriaAfter: next.map((c) => c.name) },
        });
      });
      return this.get();
    },
  };
};

export default evaluationRubric;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'evaluation-rubric': ReturnType<typeof evaluationRubric>;
  }
}
