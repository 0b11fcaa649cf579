// The query strings of the lead admins' list routes (GET /api/leads/paginate, /export and /stats),
// as the /api contract declares them (config/src/contract/leads.ts), checked once for all: every
// bad parameter is named in one 400 VALIDATION_FAILED answer. What the contract leaves to the CMS
// is here: which instant a day in Asia/Jerusalem is, and who `reviewer=me` is.

import {
  isCalendarDay,
  LeadFiltersQuery,
  LeadsExportQuery,
  LeadsPaginateQuery,
  LeadsStatsQuery,
  PAGE_SIZE_DEFAULT,
  type LeadsExportQuery as LeadsExportQueryText,
} from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import type { PageRequest } from '../../../lib/http/paging';
import type { LeadFilters } from '../../../lib/leads/filtered-leads';
import { startOfJerusalemDay } from '../../../lib/time/jerusalem';
import { failIfAny, readInput, type FieldErrors } from '../../auth/validation/admin-input';

export type ExportFormat = NonNullable<LeadsExportQueryText['format']>;
export type ListRequest = PageRequest & { filters: LeadFilters };
/** `described`: the filters as given, for the audit trail. */
export type ExportRequest = { format: ExportFormat; filters: LeadFilters; described: Record<string, string> };

type Query = Record<string, unknown>;
type Filters = ReturnType<typeof LeadFiltersQuery.parse>;
type Schema<T> = Parameters<typeof readInput<T>>[0];

const MESSAGE = 'The request is not valid.';

/** An empty value is no value. */
const given = (query: Query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** `to` is inclusive: a whole day runs up to the next day's midnight in Jerusalem. */
const instantOf = (value: string, name: 'from' | 'to') => {
  if (!isCalendarDay(value)) return { at: new Date(value), wholeDay: false };
  const [year, month, date] = value.split('-').map(Number);
  return { at: startOfJerusalemDay(year, month, name === 'to' ? date + 1 : date), wholeDay: true };
};

/**
 * The query read by its schema, and the checks that need the CMS: `to` not before `from`, and
 * `reviewer=me` only for a person. Throws the one 400 answer naming every bad parameter.
 */
const read = <T extends Filters>(schema: Schema<T>, query: Query, caller: AdminCaller) => {
  const values = given(query);
  const result = readInput(schema, values);
  const fields: FieldErrors = result.ok ? {} : { ...result.fields };
  const range = LeadFiltersQuery.pick({ from: true, to: true }).safeParse(values);
  const from = range.success && range.data.from ? instantOf(range.data.from, 'from') : undefined;
  const to = range.success && range.data.to ? instantOf(range.data.to, 'to') : undefined;
  if (from && to && (to.wholeDay ? to.at <= from.at : to.at < from.at)) fields.to = 'INVALID_FORMAT';
  if (values.reviewer === 'me' && caller.kind !== 'admin') fields.reviewer = 'INVALID_FORMAT';
  failIfAny(fields, MESSAGE);
  // A failed read named at least one field, so failIfAny has answered.
  if (!result.ok) throw new Error('A failed read of the filters named no field.');
  const { area, search, status, reviewer, duplicate, fileScan, locale } = result.value;
  const filters: LeadFilters = {};
  if (area) filters.area = area;
  if (from) filters.from = from.at;
  if (to) {
    filters.to = to.at;
    filters.toInclusive = !to.wholeDay;
  }
  if (search) filters.search = search;
  if (status) filters.status = status;
  if (reviewer === 'none') filters.reviewer = 'none';
  else if (reviewer === 'me') filters.reviewer = caller.kind === 'admin' ? caller.id : undefined;
  else if (reviewer) filters.reviewer = Number(reviewer);
  if (duplicate === 'true') filters.duplicate = true;
  if (fileScan) filters.fileScan = fileScan;
  if (locale) filters.locale = locale;
  return { value: result.value, filters };
};

/** Another route's query made of the list's filters and values of its own (the committee's ranking). */
export const readFiltersQuery = read;

/** The filters as given, for the audit trail. */
export const describeFilters = (query: Query) =>
  Object.fromEntries(
    Object.keys(LeadFiltersQuery.shape)
      .filter((name) => typeof query[name] === 'string' && query[name] !== '')
      .map((name) => [name, query[name] as string]),
  );

/** GET /api/leads/paginate: page, pageSize and the filters (`reviewer=me` is the caller). */
export const parseListQuery = (query: Query, caller: AdminCaller): ListRequest => {
  const { value, filters } = read(LeadsPaginateQuery, query, caller);
  return { page: Number(value.page ?? 1), pageSize: Number(value.pageSize ?? PAGE_SIZE_DEFAULT), filters };
};

/** GET /api/leads/stats: the filters alone. */
export const parseStatsQuery = (query: Query, caller: AdminCaller): LeadFilters =>
  read(LeadsStatsQuery, query, caller).filters;

/** GET /api/leads/export: format (csv by default, or xlsx) and the filters. */
export const parseExportQuery = (query: Query, caller: AdminCaller): ExportRequest => {
  const { value, filters } = read(LeadsExportQuery, query, caller);
  return { format: value.format ?? 'csv', filters, described: describeFilters(query) };
};
