// The CSV export on PostgreSQL: the database writes the rows itself (COPY (SELECT …) TO STDOUT in
// CSV format) and the CMS passes its bytes on, ending each row with CRLF. Reading a million leads
// into JavaScript and writing them out again is slower and grows the process (pg parses every value
// into a string or a Date); PostgreSQL does it on its own core, in one query from first row to
// last, and the CMS holds only the chunk in flight (figures in scripts/bench/README.md).
//
// The SELECT gives the cells of exportRow (export-row.ts) in its order, by the same rules: a text
// that would run as a formula gets an apostrophe (cells.ts), no text is an empty cell, the
// contacts come from the lead's copy or, without a usable one, from its component rows, the time
// is Jerusalem's, the status, the file's scan state and the reviewer's name are the labels and names JavaScript gives
// (written into the SQL as CASE lists), the notes are the ones lib/leads/review-details.ts reads,
// the possible duplicates the lead's own `duplicateOf`. PostgreSQL quotes a cell holding a comma, a quote or a line break, as RFC 4180
// says. The export tests run on PostgreSQL too, and one compares both writers lead by lead.
//
// COPY takes no parameters, so the values knex would bind are written into the SQL as literals by
// pg's own escapeLiteral; the filters were validated before (api/lead/validation/list-query.ts).

import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { to as copyTo } from 'pg-copy-streams';
import { CONTACT_FIELDS, CONTACTS_MAX, FILE_SCAN_LABELS, REVIEW_STATUS_LABELS, type AreaKey } from '@vision/config';
import { CONTACTS_SNAPSHOT, FIELDS_PER_CONTACT, SNAPSHOT_SEPARATOR } from '../leads/contacts-snapshot';
import { leadTables, reviewerLinks, tableOf } from '../database/lead-tables';
import { downloadPathOf } from '../attachments/download';
import { borrowConnection } from '../database/raw-rows';
import { filteredLeads, type LeadFilters } from '../leads/filtered-leads';
import { newestFirst } from '../leads/lead-rows';
import { LEADS_TIME_ZONE } from '../time/jerusalem';
import { LEAD_UID, NOTE_UID } from '../uids';
import { FORMULA_CHARACTERS, neutraliseCell } from './cells';
import { crlfRows } from './crlf-rows';
import type { ExportProgress } from './export-row';

type PgConnection = {
  processID: number;
  query(submittable: Readable): Readable;
  query(sql: string): Promise<unknown>;
};

/** Stands for the document id in downloadPathOf's path (the path is lowercase, ids are [a-z0-9]). */
const DOCUMENT_ID_MARK = 'DOCUMENT-ID';

/** Character codes of what a formula begins with, for PostgreSQL's ascii(). */
const FORMULA_CODES = FORMULA_CHARACTERS.map((character) => character.charCodeAt(0)).join(', ');

/** A text cell: NULL (an empty cell) for no text, an apostrophe before a formula's first character. */
const textCell = (value: string) =>
  `CASE WHEN ascii(${value}) IN (${FORMULA_CODES}) THEN '''' || ${value} ELSE NULLIF(${value}, '') END`;

/** `CASE <value> WHEN key THEN text ... ELSE <otherwise> END` for a list of known values and their texts. */
const caseOf = (knex: Knex, value: string, texts: [string | number, string][], otherwise: string) =>
  texts.length
    ? knex.raw(
        `CASE ${value} ${'WHEN ? THEN ? '.repeat(texts.length)}ELSE ${otherwise} END`,
        texts.flatMap(([key, text]) => [key, neutraliseCell(text) || null]),
      )
    : knex.raw(otherwise);

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
const exportSelect = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  labels: Record<AreaKey, string>,
  reviewers: ReadonlyMap<number, string>,
) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const c = t.contacts;
  const ref = (column: string) => knex.ref(column).toQuery();
  const col = (attribute: string) => ref(`l.${t.column(attribute)}`);
  const area = col('visionSubmissionArea');
  const snapshot = col(CONTACTS_SNAPSHOT);
  // Stored without a zone, as pg wrote the JavaScript Date: in this process's local time.
  const storedZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // The contacts' fields as an array: split from the copy when it holds whole contacts (as
  // fieldsOfSnapshot decides), else gathered from the component rows in their order.
  const fieldColumns = CONTACT_FIELDS.map((field, index) => `(${index + 1}, ${ref(`c.${c.column(field)}`)})`);
  const fromComponents = knex
    .select(knex.raw('array_agg(field.value ORDER BY ??, field.position)', [`j.${c.join.order}`]))
    .from(`${c.join.table} as j`)
    .join(`${c.table} as c`, 'c.id', `j.${c.join.contact}`)
    .joinRaw(`CROSS JOIN LATERAL (VALUES ${fieldColumns.join(', ')}) AS field(position, value)`)
    .whereRaw('?? = ??', [`j.${c.join.lead}`, 'l.id'])
    .where(Object.fromEntries(Object.entries(c.join.on).map(([column, value]) => [`j.${column}`, value])));
  const contacts: [string, Knex.RawBinding[]] = [
    `CROSS JOIN LATERAL (SELECT CASE WHEN ${snapshot} IS NOT NULL AND coalesce(array_length(split.fields, 1), 0) % ${FIELDS_PER_CONTACT} = 0 THEN split.fields ELSE (?) END AS fields FROM (SELECT string_to_array(${snapshot}, ?) AS fields OFFSET 0) AS split OFFSET 0) AS contact`,
    [fromComponents, SNAPSHOT_SEPARATOR],
  ];

  const status = col('reviewStatus');
  const cells: Knex.Raw[] = [
    knex.raw(textCell(col('reference'))),
    knex.raw(`to_char((${col('createdAt')} AT TIME ZONE ?) AT TIME ZONE ?, 'YYYY-MM-DD HH24:MI')`, [
      storedZone,
      LEADS_TIME_ZONE,
    ]),
    knex.raw(textCell(col('visionPresenters'))),
    knex.raw(textCell(area)),
    caseOf(knex, area, Object.entries(labels), textCell(area)),
    caseOf(knex, status, Object.entries(REVIEW_STATUS_LABELS), textCell(status)),
    caseOf(knex, 'reviewer.user_id', [...reviewers], 'NULL'),
    knex.raw('coalesce(notes.notes_count, 0)'),
    knex.raw(textCell(ref(`last_note.${tableOf(strapi, NOTE_UID).column('text')}`))),
    knex.raw(textCell(col('duplicateOf'))),
    ...Array.from({ length: CONTACTS_MAX * FIELDS_PER_CONTACT }, (_, index) =>
      knex.raw(textCell(`contact.fields[${index + 1}]`)),
    ),
    knex.raw(textCell(col('attachmentName'))),
    knex.raw(textCell(col('attachmentType'))),
    knex.raw(col('attachmentSize')),
    caseOf(knex, col('fileScan'), Object.entries(FILE_SCAN_LABELS), textCell(col('fileScan'))),
    // Strapi's document ids are [a-z0-9]: the path needs no encoding, only its two ends.
    knex.raw(`? || ${col('documentId')} || ?`, downloadPathOf(DOCUMENT_ID_MARK).split(DOCUMENT_ID_MARK)),
  ];
  return newestFirst(
    strapi,
    filteredLeads(strapi, filters)
      .joinRaw(...contacts)
      .joinRaw(...reviewJoins(strapi))
      .select(cells),
  );
};

/** The query as one SQL text, each bound value written in as a literal the way pg would send it. */
const inlined = (query: Knex.QueryBuilder): string => {
  const { sql, bindings } = query.toSQL().toNative();
  return sql.replace(/\$(\d+)/g, (_, position: string) => {
    const value = prepareValue(bindings[Number(position) - 1]);
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return escapeLiteral(String(value));
  });
};

/**
 * The export as CSV bytes from the database: `head` (the BOM and the header row), then a row per
 * lead. Resolves once the database has answered with rows, the end or an error (which rejects, so
 * the caller still answers with JSON). The connection is the pool's and goes back to it when the
 * copy ends; a body closed before the end (the client went away) first cancels the query.
 */
export const copyCsvRows = async (
  strapi: Core.Strapi,
  filters: LeadFilters,
  labels: Record<AreaKey, string>,
  reviewers: ReadonlyMap<number, string>,
  head: string,
  progress: ExportProgress,
): Promise<Readable> => {
  const sql = inlined(exportSelect(strapi, filters, labels, reviewers));
  const { connection, release: giveBack } = await borrowConnection<PgConnection>(strapi);
  // PostgreSQL would compile this query's 25 cell expressions to machine code first (JIT): half a
  // second before the first row, and no faster afterwards (scripts/bench/README.md).
  try {
    await connection.query('SET jit = off');
  } catch (error) {
    await giveBack();
    throw error;
  }
  const copy = connection.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv)`));
  let released = false;
  // A cancel is sent from another connection and hits whatever this one runs at that moment, so
  // the connection goes back to the pool only once a cancel sent for the copy has been answered.
  let cancelled: Promise<unknown> = Promise.resolve();
  const release = () => {
    if (released) return;
    released = true;
    void cancelled
      .then(() => connection.query('RESET jit'))
      .catch((error: Error) => strapi.log.error(`[leads] could not reset an export's connection: ${error.message}`))
      .finally(giveBack);
  };
  copy.once('end', () => {
    progress.complete = true;
    release();
  });
  copy.on('error', release);

  // The first rows, the end or an error, whichever comes first.
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      copy.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      copy.off('readable', ready);
      reject(error);
    };
    copy.once('readable', ready);
    copy.once('error', failed);
  });

  const body = crlfRows((count) => (progress.rows += count));
  body.push(head);
  copy.on('error', (error: Error) => body.destroy(error));
  copy.pipe(body);
  body.once('close', () => {
    if (released) return;
    // The client went away mid-copy: stop the query on the server, and read what is still on its
    // way (up to the error that ends the copy) so the connection is clean when it goes back.
    copy.unpipe(body);
    copy.resume();
    cancelled = strapi.db.connection
      .raw('SELECT pg_cancel_backend(?)', [connection.processID])
      .catch((error: Error) => strapi.log.error(`[leads] could not cancel an export's query: ${error.message}`));
  });
  return body;
};
