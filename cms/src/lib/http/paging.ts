// Paging of the /api admin lists (pageSize at most PAGE_SIZE_MAX, config/src/limits.ts): reading `page` and `pageSize`
// from a query, and the `meta.pagination` every paginated answer carries.

import { inputProblem, PAGE_SIZE_DEFAULT, PageQuery, type ValidationKey } from '@vision/config';

export type PageRequest = { page: number; pageSize: number };

/**
 * page (≥ 1, default 1) and pageSize (1 to PAGE_SIZE_MAX, default PAGE_SIZE_DEFAULT), as the /api
 * contract declares them (config/src/contract/inputs.ts). A bad value (not a whole number, out of
 * range, repeated) is marked INVALID_FORMAT in `fields`; the caller refuses the request with all
 * its field errors at once.
 */
export const parsePageRequest = (
  query: Record<string, unknown>,
  fields: Record<string, ValidationKey>,
): PageRequest => {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const parsed = PageQuery.safeParse(given);
  if (parsed.success) {
    return { page: Number(parsed.data.page ?? 1), pageSize: Number(parsed.data.pageSize ?? PAGE_SIZE_DEFAULT) };
  }
  const problem = inputProblem(parsed.error);
  if (problem.kind === 'fields') Object.assign(fields, problem.fields);
  return { page: 1, pageSize: PAGE_SIZE_DEFAULT };
};

export const paginationMeta = ({ page, pageSize }: PageRequest, total: number) => ({
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});
