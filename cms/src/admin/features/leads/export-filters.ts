// Reads the lead list's URL query (search, filters) as the export API's filters. The export knows
// one area, whole days in Israel time (from/to, both included), a text search, one review status,
// one reviewer (an admin's id), one scan state of the file and one language; any other filter cannot be expressed, and the dialog says so
// rather than export something else.

import { textOf } from '../../shared/messages';
import { LEADS_MESSAGES } from './messages';

export type ExportFilters = {
  search?: string;
  area?: string;
  from?: string;
  to?: string;
  status?: string;
  reviewer?: string;
  fileScan?: string;
  locale?: string;
};
export type ExportPlan = { filters: ExportFilters; unsupported: string[] };

type Condition = Record<string, unknown>;

const TIME_ZONE = 'Asia/Jerusalem';

/** The calendar day and the clock time of an instant in Israel. */
const israelParts = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

const previousDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const later = (a: string | undefined, b: string) => (a && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a && a < b ? a : b);

const say = (id: string) => textOf(LEADS_MESSAGES, `vision.leads.export.${id}`);
const FIELDS = [
  'createdAt',
  'visionSubmissionArea',
  'reference',
  'visionPresenters',
  'attachmentName',
  'reviewStatus',
  'fileScan',
  'submissionLocale',
];
const OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$null', '$notNull'];
/** A field and an operator by their names in the reader's language; unknown ones as stored. */
const fieldName = (field: string) => ([...FIELDS, 'reviewer'].includes(field) ? say(`field.${field}`) : field);
const operatorName = (operator: string) => (OPERATORS.includes(operator) ? say(`op.${operator.slice(1)}`) : operator);

/** One value per filter: a second, different one cannot be sent. */
const setOnce = (
  filters: ExportFilters,
  key: 'area' | 'status' | 'reviewer' | 'fileScan' | 'locale',
  value: string,
) => {
  if (filters[key] && filters[key] !== value) return false;
  filters[key] = value;
  return true;
};

/** How a filter's value is named to a person when the export cannot carry it (by field). */
export type ValueNames = Partial<
  Record<
    'visionSubmissionArea' | 'reviewStatus' | 'reviewer' | 'fileScan' | 'submissionLocale',
    (value: string) => string
  >
>;

export const planExport = (query: { _q?: unknown; filters?: unknown }, names: ValueNames = {}): ExportPlan => {
  const filters: ExportFilters = {};
  const unsupported: string[] = [];
  if (typeof query._q === 'string' && query._q.trim()) filters.search = query._q.trim();

  const conditions = ((query.filters as { $and?: Condition[] } | undefined)?.$and ?? []) as Condition[];
  for (const condition of conditions) {
    for (const [field, rawTest] of Object.entries(condition)) {
      // A relation is filtered by its id: { reviewer: { id: { $eq: '5' } } }.
      const byId = field === 'reviewer' && rawTest && typeof rawTest === 'object' && 'id' in rawTest;
      const test = byId ? (rawTest as { id: unknown }).id : rawTest;
      for (const [operator, raw] of Object.entries((test ?? {}) as Record<string, unknown>)) {
        const value = String(raw);
        const named = names[field as keyof ValueNames]?.(value) ?? value;
        const describe = () => `${fieldName(field)} ${operatorName(operator)} ${named}`;
        if (field === 'visionSubmissionArea' && operator === '$eq') {
          if (!setOnce(filters, 'area', value)) unsupported.push(describe());
          continue;
        }
        if (field === 'reviewStatus' && operator === '$eq') {
          if (!setOnce(filters, 'status', value)) unsupported.push(describe());
          continue;
        }
        if (field === 'fileScan' && operator === '$eq') {
          if (!setOnce(filters, 'fileScan', value)) unsupported.push(describe());
          continue;
        }
        if (field === 'submissionLocale' && operator === '$eq') {
          if (!setOnce(filters, 'locale', value)) unsupported.push(describe());
          continue;
        }
        if (byId && operator === '$eq' && /^\d+$/.test(value)) {
          if (!setOnce(filters, 'reviewer', value)) unsupported.push(describe());
          continue;
        }
        if (field === 'createdAt' && ['$gt', '$gte', '$lt', '$lte'].includes(operator)) {
          const instant = new Date(value);
          if (Number.isNaN(instant.getTime())) {
            unsupported.push(describe());
            continue;
          }
          const { day, time } = israelParts(instant);
          const startOfDay = time === '00:00';
          if ((operator === '$gt' || operator === '$gte') && startOfDay) filters.from = later(filters.from, day);
          else if ((operator === '$lt' || operator === '$lte') && startOfDay)
            filters.to = earlier(filters.to, previousDay(day));
          else if (operator === '$lte' && time === '23:59') filters.to = earlier(filters.to, day);
          else unsupported.push(`${describe()} ${say('whole-days')}`);
          continue;
        }
        unsupported.push(describe());
      }
    }
  }
  return { filters, unsupported };
};

export const exportQuery = (format: 'csv' | 'xlsx', filters: ExportFilters) => {
  const params = new URLSearchParams({ format });
  for (const key of ['area', 'from', 'to', 'search', 'status', 'reviewer', 'fileScan', 'locale'] as const) {
    if (filters[key]) params.set(key, filters[key]!);
  }
  return params.toString();
};
