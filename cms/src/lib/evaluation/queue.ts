// An evaluator's queue as queries on the assignments (alias `a`, the lead `l`): the counts by state
// and a page, oldest first. Both read the evaluator's entries of an index alone (the state index for
// the counts, the queue index for the page's ids) and only the page's rows from the tables: an
// evaluator's assignments are spread over the whole table, and reading each of them cost PostgreSQL
// 70 ms for the counts and, with its lead, 380 ms for a page 400 deep (10,000 assignments;
// scripts/bench/README.md). lib/leads/__tests__/plans-without-statistics.test.ts checks the plans.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../database/lead-tables';
import type { PageRequest } from '../http/paging';
import { ASSIGNMENT_UID, LEAD_UID } from '../uids';

/** The evaluator's assignments by state: `{ state, n }` rows. */
export const queueCounts = (strapi: Core.Strapi, evaluatorId: number): Knex.QueryBuilder => {
  const t = tableOf(strapi, ASSIGNMENT_UID);
  // count(*), not count(id): the id is not in the state index, and counting it read every row.
  return strapi.db
    .connection(`${t.table} as a`)
    .where(`a.${t.column('evaluatorId')}`, evaluatorId)
    .select(`a.${t.column('state')} as state`)
    .count({ n: '*' })
    .groupBy(`a.${t.column('state')}`);
};

/** A page of the evaluator's assignments, oldest first, with each one's lead (`l`); select the columns. */
export const queuePage = (strapi: Core.Strapi, evaluatorId: number, page: PageRequest): Knex.QueryBuilder => {
  const t = tableOf(strapi, ASSIGNMENT_UID);
  const l = tableOf(strapi, LEAD_UID);
  const knex = strapi.db.connection;
  const oldestFirst = (alias: string) => [
    { column: `${alias}.${t.column('assignedAt')}`, order: 'asc' as const },
    { column: `${alias}.id`, order: 'asc' as const },
  ];
  // The page's ids from the queue index (evaluator, assigned_at, id) alone; only those are joined.
  const pageIds = knex(`${t.table} as q`)
    .select('q.id')
    .where(`q.${t.column('evaluatorId')}`, evaluatorId)
    .orderBy(oldestFirst('q'))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return knex(`${t.table} as a`)
    .whereIn('a.id', pageIds)
    .join(`${l.table} as l`, 'l.id', `a.${t.column('leadId')}`)
    .orderBy(oldestFirst('a'));
};
