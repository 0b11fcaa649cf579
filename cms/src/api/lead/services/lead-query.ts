// Reading leads for the admin routes (GET /api/leads/paginate, /export, /:id/file): the filters
// parsed and checked once for both list routes, and the knex queries behind them. Straight SQL
// through strapi.db.connection, with the table and column names taken from Strapi's own metadata,
// because the export walks every lead in keyset-paginated batches, which the Document Service
// cannot do without loading whole pages of populated documents.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isAreaKey, type AreaKey, type ValidationKey } from '@vision/config';
import { ApiError } from '../../../utils/api-error';
import {
  CONTACT_FIELDS,
  CONTACTS_SNAPSHOT,
  contactsOfFields,
  fieldsOfContacts,
  fieldsOfSnapshot,
  type ContactFields,
  type ContactRow,
} from '../../../content-model/contacts-snapshot';
import { leadTables } from '../../../content-model/lead-tables';
import { paginationMeta, parsePageRequest } from '../../../utils/paging';
import { rawRows } from '../../../utils/raw-rows';
import { LEAD_UID } from '../../../utils/uids';

// ---------------------------------------------------------------------------------------------
// Time in Israel: the admins' days start at midnight in Asia/Jerusalem, whatever the server's zone.

export const LEADS_TIME_ZONE = 'Asia/Jerusalem';
const HOUR_MS = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LEADS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// Israel changes its offset only on whole hours, so one Intl call per hour of timestamps is
// enough; the export formats a million dates and Intl would dominate its time otherwise.
const offsetByHour = new Map<number, number>();

/** Milliseconds to add to a UTC instant to get the wall-clock time in Jerusalem. */
export const jerusalemOffsetMs = (utcMs: number): number => {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of offsetFormat.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = Number(part.value);
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - hour * HOUR_MS;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
};

/** The UTC instant at which the given calendar day begins in Jerusalem. */
export const startOfJerusalemDay = (year: number, month: number, day: number): Date => {
  const wallMidnight = Date.UTC(year, month - 1, day);
  const guess = wallMidnight - jerusalemOffsetMs(wallMidnight);
  return new Date(wallMidnight - jerusalemOffsetMs(guess));
};

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

const MINUTE_MS = 60_000;
// Leads come in bursts: the last minute formatted is often the next one asked for.
let lastMinute = NaN;
let lastMinuteText = '';

/** `YYYY-MM-DD HH:mm` in Jerusalem. */
export const formatJerusalemMinute = (utcMs: number): string => {
  const minute = Math.floor(utcMs / MINUTE_MS);
  if (minute === lastMinute) return lastMinuteText;
  const wall = new Date(utcMs + jerusalemOffsetMs(utcMs));
  lastMinute = minute;
  lastMinuteText = `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())} ${pad2(
    wall.getUTCHours(),
  )}:${pad2(wall.getUTCMinutes())}`;
  return lastMinuteText;
};

/** `YYYY-MM-DD` in Jerusalem. */
export const jerusalemDate = (utcMs: number): string => formatJerusalemMinute(utcMs).slice(0, 10);

// ---------------------------------------------------------------------------------------------
// The filters both list routes take

export type LeadFilters = {
  area?: AreaKey;
  /** Leads created at or after this instant. */
  from?: Date;
  /** Leads created before this instant (a whole day `to` becomes the next day's midnight)... */
  to?: Date;
  /** ...or at it, when `to` was a full timestamp. */
  toInclusive?: boolean;
  search?: string;
};

export const SEARCH_MAX_LENGTH = 200;

type Fields = Record<string, ValidationKey>;
type Query = Record<string, unknown>;

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

/**
 * The area, date range and search of a list request. Parse the route's other parameters first
 * into the same `fields`: this throws 400 VALIDATION_FAILED naming every bad one.
 */
export const parseLeadFilters = (query: Query, fields: Fields = {}): LeadFilters => {
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
  throwIfInvalid(fields);
  return filters;
};

const throwIfInvalid = (fields: Fields) => {
  if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', fields);
};

/** The export's format: csv (default) or xlsx. */
export const parseExportFormat = (query: Query, fields: Fields = {}): 'csv' | 'xlsx' => {
  const format = single(query, 'format', fields) ?? 'csv';
  if (format === 'csv' || format === 'xlsx') return format;
  fields.format = 'INVALID_FORMAT';
  return 'csv';
};

/** The filters as given, for the audit trail. */
export const describeFilters = (query: Query) =>
  Object.fromEntries(
    ['area', 'from', 'to', 'search']
      .filter((name) => typeof query[name] === 'string' && query[name] !== '')
      .map((name) => [name, query[name] as string]),
  );

/** The leads' tables (the one place that knows Strapi's layout is content-model/lead-tables). */
const tablesOf = (strapi: Core.Strapi) => leadTables(strapi, LEAD_UID);

// ---------------------------------------------------------------------------------------------
// Queries

/** A lead row as the list routes read it (no private columns). */
export type LeadRow = {
  id: number;
  documentId: string;
  reference: string;
  createdAt: unknown;
  visionPresenters: string;
  area: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | string | null;
  attachmentSha256?: string | null;
  /** The stored copy of the contacts, when the lead has one (content-model/contacts-snapshot). */
  contactsSnapshot: unknown;
};

type Columns = readonly [keyof LeadRow, string][];

/** The columns the list answers with (name in LeadRow, attribute). */
const LEAD_COLUMNS: Columns = [
  ['id', 'id'],
  ['documentId', 'documentId'],
  ['reference', 'reference'],
  ['createdAt', 'createdAt'],
  ['visionPresenters', 'visionPresenters'],
  ['area', 'visionSubmissionArea'],
  ['attachmentName', 'attachmentName'],
  ['attachmentType', 'attachmentType'],
  ['attachmentSize', 'attachmentSize'],
  ['attachmentSha256', 'attachmentSha256'],
  ['contactsSnapshot', CONTACTS_SNAPSHOT],
];

/** What the export writes: the list's columns but the file's checksum (a million fewer strings). */
export const EXPORT_LEAD_COLUMNS: Columns = LEAD_COLUMNS.filter(([name]) => name !== 'attachmentSha256');

const CONTACT_COLUMNS = CONTACT_FIELDS.map((field) => [field, field] as const);

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The leads matching the filters, as a knex query on the leads table (alias `l`). */
export const filteredLeads = (strapi: Core.Strapi, filters: LeadFilters): Knex.QueryBuilder => {
  const knex = strapi.db.connection;
  const t = tablesOf(strapi);
  const col = (attribute: string) => `l.${t.column(attribute)}`;
  const query = knex(`${t.table} as l`);
  if (filters.area) query.where(col('visionSubmissionArea'), filters.area);
  if (filters.from) query.where(col('createdAt'), '>=', filters.from);
  if (filters.to) query.where(col('createdAt'), filters.toInclusive ? '<=' : '<', filters.to);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    // LOWER on both sides: SQLite's LIKE ignores only ASCII case and PostgreSQL's none at all.
    const like = (column: string) => knex.raw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, pattern]);
    const c = t.contacts;
    const contactColumn = (attribute: string) => `c.${c.column(attribute)}`;
    query.where((where) => {
      for (const attribute of ['reference', 'visionPresenters', 'attachmentName']) where.orWhere(like(col(attribute)));
      where.orWhereExists((exists) => {
        exists
          .select(knex.raw('1'))
          .from(`${c.join.table} as j`)
          .join(`${c.table} as c`, `c.id`, `j.${c.join.contact}`)
          .whereRaw('?? = ??', [`j.${c.join.lead}`, 'l.id'])
          .where(Object.fromEntries(Object.entries(c.join.on).map(([column, value]) => [`j.${column}`, value])))
          .where((any) => {
            for (const attribute of ['fullName', 'email', 'phoneNumber']) any.orWhere(like(contactColumn(attribute)));
          });
      });
    });
  }
  return query;
};

/** Selects the public columns of a lead under the names LeadRow uses. */
export const selectLeadColumns = (strapi: Core.Strapi, query: Knex.QueryBuilder, columns: Columns = LEAD_COLUMNS) => {
  const t = tablesOf(strapi);
  return query.select(columns.map(([name, attribute]) => `l.${t.column(attribute)} as ${name}`));
};

/** Newest first; the id settles leads created in the same millisecond. */
export const newestFirst = (strapi: Core.Strapi, query: Knex.QueryBuilder) =>
  query.orderBy([
    { column: `l.${tablesOf(strapi).column('createdAt')}`, order: 'desc' },
    { column: 'l.id', order: 'desc' },
  ]);

/**
 * The leads after a cursor (created_at, id) in newest-first order. Written as a range on
 * created_at plus a tie-break, so both databases walk the created_at index from the cursor on
 * instead of testing every row (an OR of the two conditions alone defeats the index).
 */
export const afterCursor = (
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  cursor: { createdAt: unknown; id: number },
) => {
  const createdAt = `l.${tablesOf(strapi).column('createdAt')}`;
  const at = cursor.createdAt as Date;
  return query
    .where(createdAt, '<=', at)
    .where((where) => where.where(createdAt, '<', at).orWhere('l.id', '<', cursor.id));
};

/**
 * The contacts of the given leads in their order, in one query through the component join table.
 * Shaped for each planner, as neither gets it right without statistics (bench:export, 100k leads):
 * - the join's field and component type are checked here, not in SQL: with them in the WHERE
 *   clause SQLite scanned the whole join table through its component_type index (90 ms per batch);
 * - PostgreSQL hashed a full scan of the contact table for every batch (37 ms per 500 leads,
 *   growing with the table); naming the contact ids through the join table as well turns that into
 *   primary-key lookups (12 ms). The same condition makes SQLite's plan thirty times slower.
 */
export const contactsOf = async (strapi: Core.Strapi, leadIds: number[]): Promise<Map<number, ContactRow[]>> => {
  const contacts = new Map<number, ContactRow[]>();
  if (!leadIds.length) return contacts;
  const knex = strapi.db.connection;
  const c = tablesOf(strapi).contacts;
  const on = Object.entries(c.join.on);
  const query = knex(`${c.join.table} as j`)
    .join(`${c.table} as c`, 'c.id', `j.${c.join.contact}`)
    .select([
      `j.${c.join.lead} as leadId`,
      `j.${c.join.order} as position`,
      ...on.map(([column], index) => `j.${column} as on${index}`),
      ...CONTACT_COLUMNS.map(([name, attribute]) => `c.${c.column(attribute)} as ${name}`),
    ])
    .whereIn(`j.${c.join.lead}`, leadIds);
  if (strapi.db.dialect.client !== 'sqlite') {
    query.whereIn('c.id', knex(c.join.table).select(c.join.contact).whereIn(c.join.lead, leadIds));
  }
  type Row = ContactRow & { leadId: number; position: number } & Record<string, unknown>;
  for (const row of (await query) as Row[]) {
    if (!on.every(([, value], index) => row[`on${index}`] === value)) continue;
    const leadId = Number(row.leadId);
    const list = contacts.get(leadId);
    if (list) list.push(row);
    else contacts.set(leadId, [row]);
  }
  // Ordered here, per lead (at most five contacts each), rather than by sorting the batch in SQL.
  for (const list of contacts.values()) {
    if (list.length > 1) (list as Row[]).sort((a, b) => Number(a.position) - Number(b.position));
  }
  return contacts;
};

/**
 * The contacts of these leads as fields in a row: from each lead's stored copy, and for the leads
 * without one from their component rows (one query for all of them).
 */
export const contactsFor = async (strapi: Core.Strapi, leads: LeadRow[]): Promise<Map<number, ContactFields>> => {
  const contacts = new Map<number, ContactFields>();
  const withoutCopy: number[] = [];
  for (const lead of leads) {
    const copy = fieldsOfSnapshot(lead.contactsSnapshot);
    if (copy) contacts.set(Number(lead.id), copy);
    else withoutCopy.push(Number(lead.id));
  }
  if (withoutCopy.length) {
    for (const [id, list] of await contactsOf(strapi, withoutCopy)) contacts.set(id, fieldsOfContacts(list));
  }
  return contacts;
};

/**
 * The given columns of the leads a query finds, read as arrays and named here: cheaper than knex's
 * result objects when an export reads them a million at a time.
 */
export const readLeads = async (strapi: Core.Strapi, query: Knex.QueryBuilder, columns: Columns): Promise<LeadRow[]> =>
  (await rawRows(strapi, selectLeadColumns(strapi, query, columns))).map((values) => {
    const row = {} as Record<keyof LeadRow, unknown>;
    for (let index = 0; index < columns.length; index += 1) row[columns[index][0]] = values[index];
    return row as LeadRow;
  });

/** A stored timestamp (a number on SQLite, a Date on PostgreSQL) as milliseconds since the epoch. */
export const timeOf = (value: unknown): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(String(value)).getTime();

/** The Hebrew label of each area: the editors' labels in the Settings, defaults otherwise. */
export const areaLabels = async (strapi: Core.Strapi): Promise<Record<AreaKey, string>> =>
  (await strapi.service('api::setting.settings-snapshot').get()).areaLabels;

export const downloadPathOf = (documentId: string) => `/api/leads/${encodeURIComponent(documentId)}/file`;

/** A page of leads as GET /api/leads/paginate answers it. */
const pageAnswer = async (strapi: Core.Strapi, query: Query) => {
  const fields: Fields = {};
  const { page, pageSize } = parsePageRequest(query, fields);
  const filters = parseLeadFilters(query, fields);
  const countRow = (await filteredLeads(strapi, filters).count({ total: 'l.id' }).first()) as {
    total: number | string;
  };
  const total = Number(countRow?.total ?? 0);
  const rows = (await newestFirst(strapi, selectLeadColumns(strapi, filteredLeads(strapi, filters)))
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as LeadRow[];
  const [contacts, labels] = await Promise.all([contactsFor(strapi, rows), areaLabels(strapi)]);
  return {
    success: true as const,
    data: rows.map((row) => ({
      id: row.documentId,
      reference: row.reference,
      receivedAt: new Date(timeOf(row.createdAt)).toISOString(),
      visionPresenters: row.visionPresenters,
      area: { key: row.area, label: labels[row.area as AreaKey] ?? row.area },
      contacts: contactsOfFields(contacts.get(Number(row.id)) ?? []),
      attachment: {
        name: row.attachmentName,
        type: row.attachmentType,
        size: row.attachmentSize === null ? null : Number(row.attachmentSize),
        sha256: row.attachmentSha256,
        downloadPath: downloadPathOf(row.documentId),
      },
    })),
    meta: { pagination: paginationMeta({ page, pageSize }, total) },
  };
};

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

/**
 * The stored attachment of one lead (or quarantined attempt, by its uid) by its documentId, or
 * null when there is no such row.
 */
const attachmentOf = async (strapi: Core.Strapi, documentId: unknown, uid: string) => {
  if (typeof documentId !== 'string' || !DOCUMENT_ID.test(documentId)) return null;
  const row = (await strapi.db.query(uid).findOne({
    where: { documentId },
    select: ['reference', 'attachmentName', 'attachmentType', 'attachmentSize', 'attachmentKey'],
  })) as {
    reference: string;
    attachmentName: string | null;
    attachmentType: string | null;
    attachmentSize: number | string | null;
    attachmentKey: string | null;
  } | null;
  return row?.attachmentKey ? row : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  paginate: (query: Query) => pageAnswer(strapi, query),
  attachmentOf: (documentId: unknown, uid: string = LEAD_UID) => attachmentOf(strapi, documentId, uid),
});
