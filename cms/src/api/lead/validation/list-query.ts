// The query strings of the lead admins' list routes (GET /api/leads/paginate, /export and /stats),
// checked once for all: every bad parameter is named in one 400 VALIDATION_FAILED answer.

import { isAreaKey, isReviewStatus, type ValidationKey } from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { parsePageRequest, type PageRequest } from '../../../lib/http/paging';
import type { LeadFilters } from '../../../lib/leads/filtered-leads';
import { startOfJerusalemDay } from '../../../lib/time/jerusalem';

export const SEARCH_MAX_LENGTH = 200;

export type ExportFormat = 'csv' | 'xlsx';
export type ListRequest = PageRequest & { filters: LeadFilters };
/** `described`: the filters as given, for the audit trail. */
export type ExportRequest = { format: ExportFormat; filters: LeadFilters; described: Record<string, string> };

type Fields = Record<string, ValidationKey>;
type Query = Record<string, unknown>;

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One query value as a string; repeated or nested values are not a value. */
const single = (query: Query, name: string, fields: Fields): string | undefined => {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') {
    fields[name] = 'INVALID_FORMAT';
    return undefined;
  }
  return value;
};

const parseInstant = (
  query: Query,
  name: 'from' | 'to',
  fields: Fields,
): { at: Date; wholeDay: boolean } | undefined => {
  const value = single(query, name, fields)?.trim();
  if (value === undefined) return undefined;
  const day = DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date) {
      // `to` is inclusive: the whole day, up to the next day's midnight in Jerusalem.
      return { at: startOfJerusalemDay(year, month, name === 'to' ? date + 1 : date), wholeDay: true };
    }
  } else if (TIMESTAMP.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return { at, wholeDay: false };
  }
  fields[name] = 'INVALID_FORMAT';
  return undefined;
};

/** `reviewer`: an admin user's id, `me` (the caller, who must be a person) or `none`. */
const parseReviewer = (query: Query, fields: Fields, caller: AdminCaller): LeadFilters['reviewer'] => {
  const value = single(query, 'reviewer', fields);
  if (value === undefined) return undefined;
  if (value === 'none') return 'none';
  if (value === 'me' && caller.kind === 'admin') return caller.id;
  if (POSITIVE_ID.test(value) && Number(value) <= 2 ** 31 - 1) return Number(value);
  fields.reviewer = 'INVALID_FORMAT';
  return undefined;
};

/**
 * The area, the date range (days in Asia/Jerusalem or full timestamps), the search, the review
 * status, the reviewer and whether only possible duplicates.
 */
const parseLeadFilters = (query: Query, fields: Fields, caller: AdminCaller): LeadFilters => {
  const filters: LeadFilters = {};
  const area = single(query, 'area', fields);
  if (area !== undefined) {
    if (isAreaKey(area)) filters.area = area;
    else fields.area = 'INVALID_FORMAT';
  }
  const from = parseInstant(query, 'from', fields);
  const to = parseInstant(query, 'to', fields);
  if (from) filters.from = from.at;
  if (to) {
    filters.to = to.at;
    filters.toInclusive = !to.wholeDay;
  }
  if (from && to && (to.wholeDay ? to.at <= from.at : to.at < from.at)) fields.to = 'INVALID_FORMAT';
  const search = single(query, 'search', fields)?.trim();
  if (search !== undefined && search !== '') {
    if (search.length > SEARCH_MAX_LENGTH) fields.search = 'MAX_LENGTH';
    // No database text holds a NUL, and PostgreSQL's protocol ends a query's text at one.
    else if (search.includes('\u0000')) fields.search = 'INVALID_FORMAT';
    else filters.search = search;
  }
  const status = single(query, 'status', fields);
  if (status !== undefined) {
    if (isReviewStatus(status)) filters.status = status;
    else fields.status = 'INVALID_FORMAT';
  }
  const reviewer = parseReviewer(query, fields, caller);
  if (reviewer !== undefined) filters.reviewer = reviewer;
  const duplicate = single(query, 'duplicate', fields);
  if (duplicate === 'true') filters.duplicate = true;
  else if (duplicate !== undefined && duplicate !== 'false') fields.duplicate = 'INVALID_FORMAT';
  return filters;
};

const throwIfInvalid = (fields: Fields) => {
  if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', fields);
};

/** The filters as given, for the audit trail. */
const describeFilters = (query: Query) =>
  Object.fromEntries(
    ['area', 'from', 'to', 'search', 'status', 'reviewer', 'duplicate']
      .filter((name) => typeof query[name] === 'string' && query[name] !== '')
      .map((name) => [name, query[name] as string]),
  );

/** GET /api/leads/paginate: page, pageSize and the filters (`reviewer=me` is the caller). */
export const parseListQuery = (query: Query, caller: AdminCaller): ListRequest => {
  const fields: Fields = {};
  const page = parsePageRequest(query, fields);
  const filters = parseLeadFilters(query, fields, caller);
  throwIfInvalid(fields);
  return { ...page, filters };
};

/** GET /api/leads/stats: the filters alone. */
export const parseStatsQuery = (query: Query, caller: AdminCaller): LeadFilters => {
  const fields: Fields = {};
  const filters = parseLeadFilters(query, fields, caller);
  throwIfInvalid(fields);
  return filters;
};

/** GET /api/leads/export: format (csv by default, or xlsx) and the filters. */
export const parseExportQuery = (query: Query, caller: AdminCaller): ExportRequest => {
  const fields: Fields = {};
  const value = single(query, 'format', fields) ?? 'csv';
  const format: ExportFormat = value === 'xlsx' ? 'xlsx' : 'csv';
  if (value !== 'csv' && value !== 'xlsx') fields.format = 'INVALID_FORMAT';
  const filters = parseLeadFilters(query, fields, caller);
  throwIfInvalid(fields);
  return { format, filters, described: describeFilters(query) };
};
