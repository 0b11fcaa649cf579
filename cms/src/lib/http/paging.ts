// Paging of the /api admin lists (pageSize at most PAGE_SIZE_MAX, config/src/limits.ts): reading `page` and `pageSize`
// from a query, and the `meta.pagination` every paginated answer carries.

import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ValidationKey } from '@vision/config';

export type PageRequest = { page: number; pageSize: number };

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * page (≥ 1, default 1) and pageSize (1 to PAGE_SIZE_MAX, default PAGE_SIZE_DEFAULT). A bad value
 * (not a whole number, out of range, repeated) is marked INVALID_FORMAT in `fields`; the caller
 * refuses the request with all its field errors at once.
 */
export const parsePageRequest = (
  query: Record<string, unknown>,
  fields: Record<string, ValidationKey>,
): PageRequest => {
  const number = (name: string, fallback: number, max: number) => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !WHOLE_NUMBER.test(value) || Number(value) < 1 || Number(value) > max) {
      fields[name] = 'INVALID_FORMAT';
      return fallback;
    }
    return Number(value);
  };
  return { page: number('page', 1, 1_000_000_000), pageSize: number('pageSize', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX) };
};

export const paginationMeta = ({ page, pageSize }: PageRequest, total: number) => ({
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});
