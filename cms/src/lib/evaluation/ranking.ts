// The committee's ranking as a query on the leads (alias `l`): the list's filters, the
// disagreement mark, best first. Ordered as the lead's ranking indexes are (`score_order`, then
// id; by area, the area's), so a page is a limit over an index walk (lib/leads/__tests__/
// plans-without-statistics.test.ts checks the plan).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { leadTables } from '../database/lead-tables';
import { filteredLeads, type LeadFilters } from '../leads/filtered-leads';
import { LEAD_UID } from '../uids';

export type RankingFilters = { filters: LeadFilters; disagreement?: boolean };

/** The ranked leads the request selects, without order or paging. */
export const rankedLeads = (strapi: Core.Strapi, { filters, disagreement }: RankingFilters): Knex.QueryBuilder => {
  const query = filteredLeads(strapi, filters);
  if (disagreement !== undefined) {
    query.where(`l.${leadTables(strapi, LEAD_UID).column('scoreDisagreement')}`, disagreement);
  }
  return query;
};

/** Best first (the lowest sort key: minus the mean), ties oldest first, unscored last. */
export const bestFirst = (strapi: Core.Strapi, query: Knex.QueryBuilder) =>
  query.orderBy([
    { column: `l.${leadTables(strapi, LEAD_UID).column('scoreOrder')}`, order: 'asc' },
    { column: 'l.id', order: 'asc' },
  ]);
