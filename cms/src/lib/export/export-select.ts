// The export's cells as one PostgreSQL SELECT, for the writers that let the database write the rows
// (postgres-copy.ts): the cells of exportRow (export-row.ts) in its order, by the same rules. No
// text is an empty cell, the contacts come from the lead's copy of their cells (the formula rule
// applied when it was written) or, without a usable one, from its component rows, the time is
// Jerusalem's, the status, the file's scan state, the reviewer's name and the language are the
// labels and names JavaScript gives (written into the SQL as CASE lists), the notes
// are the ones lib/leads/review-details.ts reads, the possible duplicates the lead's own
// `duplicateOf`, the scores and each criterion's mean the lead's own columns (the means rounded by
// the same double arithmetic as roundedMean, and written by PostgreSQL's shortest float text, as
// JavaScript's). What a text becomes in its cell, and what the query selects of the cells, is the
// format's: the CSV takes the formula rule alone (cells.ts) and selects the cells as they are.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONTACT_FIELDS,
  CONTACTS_MAX,
  FILE_SCAN_LABELS,
  LOCALE_CODES,
  LOCALES,
  REVIEW_STATUS_LABELS,
  type AreaKey,
} from '@vision/config';
import { CONTACTS_CELLS, FIELDS_PER_CONTACT, SNAPSHOT_SEPARATOR } from '../leads/contacts-snapshot';
import { leadTables, reviewerLinks, tableOf } from '../database/lead-tables';
import { downloadPathOf } from '../attachments/download';
import { filteredLeads, type LeadFilters } from '../leads/filtered-leads';
import { newestFirst } from '../leads/lead-rows';
import { LEADS_TIME_ZONE } from '../time/jerusalem';
import { LEAD_UID, NOTE_UID } from '../uids';
import { FORMULA_CHARACTERS, neutraliseCell } from './cells';
import { DISAGREEMENT_MARK, MEAN_SCALE, type ExportLayout } from './export-row';

/** How a format writes the export's text cells in SQL. */
export type SqlCells = {
  /** A text column's cell: SQL that is NULL for an empty cell. */
  text(value: string): Knex.Raw;
  /** A text column the formula rule was applied to already (NULL for an empty cell): its cell. */
  ready(value: string): Knex.Raw;
  /** A text known here (a label, a name) as its cell holds it; null for an empty cell. */
  known(text: string): string | null;
};

/**
 * What a format selects for each lead. `cellsBy` gives the lead's cells in the layout's order
 * with text cells written by the rules it is given; a format may ask for them by more than one.
 */
export type SqlRow = (cellsBy: (cells: SqlCells) => Knex.Raw[]) => Knex.Raw[];

/** Each language by its Hebrew name, as localeLabel (export-row.ts) writes it. */
const LOCALE_NAMES: [string, string][] = LOCALE_CODES.map((code) => [code, LOCALES[code].nameHe]);

/** Stands for the document id in downloadPathOf's path (the path is lowercase, ids are [a-z0-9]). */
const DOCUMENT_ID_MARK = 'DOCUMENT-ID';

/** Character codes of what a formula begins with, for PostgreSQL's ascii(). */
const FORMULA_CODES = FORMULA_CHARACTERS.map((character) => character.charCodeAt(0)).join(', ');

/** A text's cell by the formula rule: NULL (an empty cell) for no text, an apostrophe before a formula's first character. */
export const neutralisedText = (value: string) =>
  `CASE WHEN ascii(${value}) IN (${FORMULA_CODES}) THEN '''' || ${value} ELSE NULLIF(${value}, '') END`;

/**
 * A stored time as formatJerusalemMinute writes it. Stored without a zone, as pg wrote the
 * JavaScript Date: in this process's local time.
 */
export const jerusalemMinute = (knex: Knex, column: string) =>
  knex.raw(`to_char((${column} AT TIME ZONE ?) AT TIME ZONE ?, 'YYYY-MM-DD HH24:MI')`, [
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    LEADS_TIME_ZONE,
  ]);

/** A stored mean (SQL, a double) to two decimals, by roundedMean's arithmetic (export-row.ts), NULL for none. */
const roundedMeanSql = (value: string) =>
  `floor(${value} * ${MEAN_SCALE}::float8 + 0.5::float8) / ${MEAN_SCALE}::float8`;

/** The CSV's row: its cells, one column each, which PostgreSQL quotes. */
export const csvRow =
  (knex: Knex): SqlRow =>
  (cellsBy) =>
    cellsBy({
      text: (value) => knex.raw(neutralisedText(value)),
      ready: (value) => knex.raw(value),
      known: (text) => neutraliseCell(text) || null,
    });

/** `CASE <value> WHEN key THEN text ... ELSE <otherwise> END` for a list of known values and their texts. */
const caseOf = (knex: Knex, cells: SqlCells, value: string, texts: [string | number, string][], otherwise: Knex.Raw) =>
  texts.length
    ? knex.raw(`CASE ${value} ${'WHEN ? THEN ? '.repeat(texts.length)}ELSE ? END`, [
        ...texts.flatMap(([key, text]) => [key, cells.known(text)]),
        otherwise,
      ])
    : otherwise;

/**
 * The review cells of a lead (alias `l`), joined rather than looked up row by row: its reviewer
 * and its notes' count and latest text, aggregated once over the
 * notes (a table far smaller than the leads) and hash-joined. The earlier possible duplicates are
 * on the lead's own row (`duplicateOf`).
 */
const reviewJoins = (strapi: Core.Strapi): [string, Knex.RawBinding[]] => {
  const knex = strapi.db.connection;
  const links = reviewerLinks(strapi, LEAD_UID);
  const n = tableOf(strapi, NOTE_UID);
  const noteLead = n.column('leadId');
  const perLead = knex(n.table)
    .select(`${noteLead} as lead_id`)
    .count({ notes_count: '*' })
    .max({ last_id: 'id' })
    .groupBy(noteLead);
  // One row per lead even if a link were ever written twice: a lead has one reviewer.
  const reviewerOf = knex(links.table)
    .select(`${links.lead} as lead_id`)
    .min({ user_id: links.user })
    .groupBy(links.lead);
  return [
    'LEFT JOIN (?) AS reviewer ON reviewer.lead_id = ?? LEFT JOIN (?) AS notes ON notes.lead_id = ?? LEFT JOIN ?? AS last_note ON last_note.id = notes.last_id',
    [reviewerOf, 'l.id', perLead, 'l.id', n.table],
  ];
};

/**
 * The export's cells for the leads the filters match, newest first: the same cells as exportRow,
 * the area's label from the editors' Settings, the reviewers' names as `reviewers` gives them.
 */
export const exportSelect = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  labels: Record<AreaKey, string>,
  reviewers: ReadonlyMap<number, string>,
  layout: ExportLayout,
  select: SqlRow,
) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const c = t.contacts;
  const ref = (column: string) => knex.ref(column).toQuery();
  const col = (attribute: string) => ref(`l.${t.column(attribute)}`);
  const area = col('visionSubmissionArea');
  const copy = col(CONTACTS_CELLS);

  // The contacts' cells as an array, by the formula rule, NULL for an empty one: split from the
  // lead's copy of them when it holds whole contacts (as fieldsOfSnapshot decides), else gathered
  // from the component rows in their order and ruled here.
  const fieldColumns = CONTACT_FIELDS.map((field, index) => `(${index + 1}, ${ref(`c.${c.column(field)}`)})`);
  const fromComponents = knex
    .select(knex.raw(`array_agg(${neutralisedText('field.value')} ORDER BY ??, field.position)`, [`j.${c.join.order}`]))
    .from(`${c.join.table} as j`)
    .join(`${c.table} as c`, 'c.id', `j.${c.join.contact}`)
    .joinRaw(`CROSS JOIN LATERAL (VALUES ${fieldColumns.join(', ')}) AS field(position, value)`)
    .whereRaw('?? = ??', [`j.${c.join.lead}`, 'l.id'])
    .where(Object.fromEntries(Object.entries(c.join.on).map(([column, value]) => [`j.${column}`, value])));
  const contacts: [string, Knex.RawBinding[]] = [
    `CROSS JOIN LATERAL (SELECT CASE WHEN ${copy} IS NOT NULL AND coalesce(array_length(split.fields, 1), 0) % ${FIELDS_PER_CONTACT} = 0 THEN split.fields ELSE (?) END AS fields FROM (SELECT string_to_array(${copy}, ?, '') AS fields OFFSET 0) AS split OFFSET 0) AS contact`,
    [fromComponents, SNAPSHOT_SEPARATOR],
  ];

  const status = col('reviewStatus');
  const locale = col('submissionLocale');
  const cellsBy = (cells: SqlCells): Knex.Raw[] => {
    const text = (value: string) => cells.text(value);
    return [
      text(col('reference')),
      jerusalemMinute(knex, col('createdAt')),
      text(col('visionPresenters')),
      text(area),
      caseOf(knex, cells, area, Object.entries(labels), text(area)),
      caseOf(knex, cells, status, Object.entries(REVIEW_STATUS_LABELS), text(status)),
      caseOf(knex, cells, 'reviewer.user_id', [...reviewers], knex.raw('NULL')),
      knex.raw('coalesce(notes.notes_count, 0)'),
      text(ref(`last_note.${tableOf(strapi, NOTE_UID).column('text')}`)),
      text(col('duplicateOf')),
      knex.raw(roundedMeanSql(col('scoreMean'))),
      knex.raw(`coalesce(${col('scoreCount')}, 0)`),
      knex.raw(`CASE WHEN ${col('scoreDisagreement')} THEN ? END`, [cells.known(DISAGREEMENT_MARK)]),
      ...layout.criteria.map(({ key }) => knex.raw(roundedMeanSql(`(${col('scoreCriteria')} ->> ?)::float8`), [key])),
      ...Array.from({ length: CONTACTS_MAX * FIELDS_PER_CONTACT }, (_, index) =>
        cells.ready(`contact.fields[${index + 1}]`),
      ),
      text(col('attachmentName')),
      text(col('attachmentType')),
      knex.raw(col('attachmentSize')),
      caseOf(knex, cells, col('fileScan'), Object.entries(FILE_SCAN_LABELS), text(col('fileScan'))),
      // Strapi's document ids are [a-z0-9]: the path needs no encoding, and no escaping in XML.
      knex.raw(`? || ${col('documentId')} || ?`, downloadPathOf(DOCUMENT_ID_MARK).split(DOCUMENT_ID_MARK)),
      caseOf(knex, cells, locale, LOCALE_NAMES, text(locale)),
    ];
  };
  return newestFirst(
    strapi,
    filteredLeads(strapi, filters)
      .joinRaw(...contacts)
      .joinRaw(...reviewJoins(strapi))
      .select(select(cellsBy)),
  );
};
