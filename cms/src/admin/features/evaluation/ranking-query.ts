// The ranking's filters (an area, a review status, the disagreement mark; "all" leaves one out) and
// page as the GET /api/evaluation/ranking query text. Pure, unit-tested.

import { ALL } from './auto-assign';

export const RANKING_PAGE_SIZE = 50;

export type RankingFilters = { area: string; status: string; disagreement: string; page: number };

export const DEFAULT_RANKING: RankingFilters = { area: ALL, status: ALL, disagreement: ALL, page: 1 };

export const DISAGREEMENT_CHOICES = [ALL, 'true', 'false'] as const;

export const rankingQuery = (filters: RankingFilters): string => {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(RANKING_PAGE_SIZE) });
  if (filters.area !== ALL) query.set('area', filters.area);
  if (filters.status !== ALL) query.set('status', filters.status);
  if (filters.disagreement !== ALL) query.set('disagreement', filters.disagreement);
  return query.toString();
};

/** A lead's place in the whole ranking, from its place on the page. */
export const placeOf = (page: number, index: number) => (page - 1) * RANKING_PAGE_SIZE + index + 1;
