// Reading lead rows for the admin routes: which columns, in which order, after which cursor.
// Straight SQL through strapi.db.connection with the names from Strapi's own metadata
// (lib/database/lead-tables.ts), because the export walks every lead in keyset batches, which the
// Document Service cannot do without loading whole pages of populated documents.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CONTACTS_SNAPSHOT } from './contacts-snapshot';
import { leadTables } from '../database/lead-tables';
import { rawRows } from '../database/raw-rows';
import { LEAD_UID } from '../uids';

/** A lead row as the list routes read it (no private columns). */
export type LeadRow = {
  id: number;
  documentId: string;
  reference: string;
  createdAt: unknown;
  visionPresenters: string;
  area: string;
  /** The review status (null only on a row written before reviews, until the start fills it in). */
  status: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | string | null;
  attachmentSha256?: string | null;
  /** The file's malware scan (config/src/file-scan.ts); null only before the start filled it in. */
  fileScan: string | null;
  /** The references of the earlier leads it may duplicate (lib/leads/match-keys.ts), or null. */
  duplicateOf: string | null;
  /** The stored copy of the contacts, when the lead has one (contacts-snapshot.ts). */
  contactsSnapshot: unknown;
  /** The language the visitor wrote in (config/src/locales.ts). */
  locale: string | null;
  /** The committee's scores (lib/evaluation/lead-scores.ts), read by the export only. */
  scoreMean?: number | string | null;
  scoreCount?: number | string | null;
  scoreDisagreement?: boolean | number | null;
  scoreCriteria?: unknown;
};

/** Name in LeadRow, attribute of the lead. */
export type Columns = readonly (readonly [keyof LeadRow, string])[];

/** The columns the list answers with. */
export const LEAD_COLUMNS: Columns = [
  ['id', 'id'],
  ['documentId', 'documentId'],
  ['reference', 'reference'],
  ['createdAt', 'createdAt'],
  ['visionPresenters', 'visionPresenters'],
  ['area', 'visionSubmissionArea'],
  ['status', 'reviewStatus'],
  ['attachmentName', 'attachmentName'],
  ['attachmentType', 'attachmentType'],
  ['attachmentSize', 'attachmentSize'],
  ['attachmentSha256', 'attachmentSha256'],
  ['fileScan', 'fileScan'],
  ['duplicateOf', 'duplicateOf'],
  ['contactsSnapshot', CONTACTS_SNAPSHOT],
  ['locale', 'submissionLocale'],
];

/** What the export writes: the list's columns but the file's checksum (a million fewer strings), and the scores. */
export const EXPORT_LEAD_COLUMNS: Columns = [
  ...LEAD_COLUMNS.filter(([name]) => name !== 'attachmentSha256'),
  ['scoreMean', 'scoreMean'],
  ['scoreCount', 'scoreCount'],
  ['scoreDisagreement', 'scoreDisagreement'],
  ['scoreCriteria', 'scoreCriteria'],
];

const createdAtColumn = (strapi: Core.Strapi) => `l.${leadTables(strapi, LEAD_UID).column('createdAt')}`;

/** Selects the given columns of a lead (alias `l`) under the names LeadRow uses. */
export const selectLeadColumns = (strapi: Core.Strapi, query: Knex.QueryBuilder, columns: Columns = LEAD_COLUMNS) => {
  const t = leadTables(strapi, LEAD_UID);
  return query.select(columns.map(([name, attribute]) => `l.${t.column(attribute)} as ${name}`));
};

/** Newest first; the id settles leads created in the same millisecond. */
export const newestFirstOrder = (strapi: Core.Strapi) =>
  [
    { column: createdAtColumn(strapi), order: 'desc' },
    { column: 'l.id', order: 'desc' },
  ] as const;

export const newestFirst = (strapi: Core.Strapi, query: Knex.QueryBuilder) =>
  query.orderBy([...newestFirstOrder(strapi)]);

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
  const createdAt = createdAtColumn(strapi);
  const at = cursor.createdAt as Date;
  return query
    .where(createdAt, '<=', at)
    .where((where) => where.where(createdAt, '<', at).orWhere('l.id', '<', cursor.id));
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
