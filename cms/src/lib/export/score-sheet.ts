// The XLSX export's second sheet, "ציונים": every submitted score of the exported leads, one row per
// assignment and criterion (reference, evaluator, submitted at, criterion, score, comment), leads
// in the export's order, then assignments in the order they were made, then criteria in the
// rubric's. Read here in batches of leads (SQLite), or written by PostgreSQL's COPY like the first
// sheet (postgres-copy.ts): the rows can number leads × evaluators × criteria, so none is held.

import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { adminName, type NamedAdmin } from '../auth/admin-name';
import { tableOf } from '../database/lead-tables';
import { storedRecordOf } from '../evaluation/lead-scores';
import { leadPages } from '../leads/lead-batches';
import { filteredLeads, type LeadFilters } from '../leads/filtered-leads';
import { newestFirstOrder, timeOf, type Columns } from '../leads/lead-rows';
import { formatJerusalemMinute } from '../time/jerusalem';
import { ASSIGNMENT_UID } from '../uids';
import { batchStream, type BatchText } from './batch-stream';
import type { ExportCell, ExportCriterion } from './export-row';
import { sheetHead, SHEET_TAIL, xlsxRow, type SheetColumns } from './xlsx-sheet';

export const SCORE_SHEET_NAME = 'ציונים';

export const SCORE_SHEET: SheetColumns = {
  headers: ['מספר אסמכתא', 'מעריך/ה', 'הוגשה בתאריך', 'קריטריון', 'ציון', 'הערה'],
  widths: [16, 24, 17, 30, 8, 60],
  thousandsColumn: -1,
};

/** The score's column, the sheet's one number. */
export const SCORE_COLUMN = SCORE_SHEET.headers.indexOf('ציון');

/**
 * The names of the evaluators who submitted a score, by id (the sheet's second column). Few: the
 * committee, not the leads.
 */
export const evaluatorNames = async (strapi: Core.Strapi): Promise<Map<number, string>> => {
  const users = tableOf(strapi, 'admin::user');
  const a = tableOf(strapi, ASSIGNMENT_UID);
  const rows = (await strapi.db
    .connection(users.table)
    .select([
      'id',
      ...(['firstname', 'lastname', 'username', 'email'] as const).map((name) => `${users.column(name)} as ${name}`),
    ])
    .whereIn(
      'id',
      strapi.db.connection(a.table).distinct(a.column('evaluatorId')).where(a.column('state'), 'submitted'),
    )) as ({ id: number } & NamedAdmin)[];
  return new Map(rows.map((row) => [Number(row.id), adminName(row)]));
};

type SubmittedAssignment = {
  leadId: number;
  evaluatorId: number;
  submittedAt: unknown;
  scores: unknown;
  comments: unknown;
};

type ScoreBatch = {
  leads: { id: number; reference: string; createdAt: unknown }[];
  assignments: Map<number, SubmittedAssignment[]>;
};

const LEAD_KEYS: Columns = [
  ['id', 'id'],
  ['reference', 'reference'],
  ['createdAt', 'createdAt'],
];

/** The exported leads in batches (lead-batches.ts's walk), each with its submitted assignments. */
const scoreBatches = (strapi: Core.Strapi, filters: LeadFilters) =>
  leadPages(strapi, filters, LEAD_KEYS, async (leads, ids): Promise<ScoreBatch> => {
    const rows = (await strapi.db.query(ASSIGNMENT_UID).findMany({
      where: { leadId: { $in: ids }, state: 'submitted' },
      select: ['leadId', 'evaluatorId', 'submittedAt', 'scores', 'comments'],
      orderBy: { id: 'asc' },
    })) as SubmittedAssignment[];
    const assignments = new Map<number, SubmittedAssignment[]>();
    for (const row of rows) {
      const id = Number(row.leadId);
      assignments.set(id, [...(assignments.get(id) ?? []), row]);
    }
    return { leads: leads as ScoreBatch['leads'], assignments };
  });

/** An assignment's rows: one per criterion it has a score for, in the rubric's order. */
export const scoreRowsOf = (
  reference: string,
  assignment: SubmittedAssignment,
  names: ReadonlyMap<number, string>,
  criteria: readonly ExportCriterion[],
): ExportCell[][] => {
  const scores = storedRecordOf(assignment.scores);
  const comments = storedRecordOf(assignment.comments);
  const evaluator = names.get(Number(assignment.evaluatorId)) ?? '';
  const submittedAt = assignment.submittedAt ? formatJerusalemMinute(timeOf(assignment.submittedAt)) : '';
  return criteria.flatMap(({ key, name }) => {
    const score = scores[key];
    if (typeof score !== 'number' || !Number.isFinite(score)) return [];
    const comment = comments[key];
    return [[reference, evaluator, submittedAt, name, score, typeof comment === 'string' ? comment : '']];
  });
};

const XML_PIECE_CHARS = 32 * 1024;

/** The second sheet's XML (xl/worksheets/sheet2.xml) from batches read here. */
export const scoreSheetXml = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  criteria: readonly ExportCriterion[],
  names: ReadonlyMap<number, string>,
): Readable => {
  let rowNumber = 1;
  let head = sheetHead(SCORE_SHEET);
  const text: BatchText<ScoreBatch> = {
    ofBatch(batch) {
      const pieces: string[] = [];
      let piece = head;
      head = '';
      for (const lead of batch.leads) {
        for (const assignment of batch.assignments.get(Number(lead.id)) ?? []) {
          for (const cells of scoreRowsOf(lead.reference, assignment, names, criteria)) {
            rowNumber += 1;
            piece += xlsxRow(rowNumber, cells);
          }
        }
        if (piece.length >= XML_PIECE_CHARS) {
          pieces.push(piece);
          piece = '';
        }
      }
      if (piece) pieces.push(piece);
      return pieces;
    },
    atEnd: () => head + SHEET_TAIL,
  };
  return batchStream(null, scoreBatches(strapi, filters), text, { rows: 0, complete: false }, 64 * 1024);
};

/** How the SQL writes the sheet's cells (xlsx-sheet-sql.ts gives them). */
export type ScoreSqlCells = {
  /** A text column's cell as the sheet holds it, NULL for none. */
  text(value: string): Knex.Raw;
  /** A text known here, as the sheet holds it; null for none. */
  known(text: string): string | null;
  /** A timestamp column as Jerusalem's minute. */
  minute(column: string): Knex.Raw;
};

/**
 * The sheet's cells for PostgreSQL, one row per submitted assignment and criterion it scored, in
 * the order scoreSheetXml writes them; `orderBy` is the order's columns, for the row numbers.
 */
export const scoreSelect = (
  strapi: Core.Strapi,
  filters: LeadFilters,
  criteria: readonly ExportCriterion[],
  names: ReadonlyMap<number, string>,
  cells: ScoreSqlCells,
  select: (cells: Knex.Raw[], orderBy: string[]) => Knex.Raw,
) => {
  const knex = strapi.db.connection;
  const a = tableOf(strapi, ASSIGNMENT_UID);
  const col = (attribute: string) => knex.ref(`a.${a.column(attribute)}`).toQuery();
  const evaluator = col('evaluatorId');
  const criterionRows = criteria.map(() => '(?::int, ?::text, ?::text)').join(', ');
  const order = [
    ...newestFirstOrder(strapi).map((o) => `${knex.ref(o.column).toQuery()} ${o.order}`),
    `a.id`,
    'c.position',
  ];
  const row = [
    cells.text(knex.ref('l.reference').toQuery()),
    names.size
      ? knex.raw(`CASE ${evaluator} ${'WHEN ? THEN ? '.repeat(names.size)}END`, [
          ...[...names].flatMap(([id, name]) => [id, cells.known(name)]),
        ])
      : knex.raw('NULL'),
    cells.minute(col('submittedAt')),
    knex.raw('c.name'),
    knex.raw(`(${col('scores')} ->> c.key)::float8`),
    cells.text(`(${col('comments')} ->> c.key)`),
  ];
  return filteredLeads(strapi, filters)
    .join(`${a.table} as a`, `a.${a.column('leadId')}`, 'l.id')
    .where(`a.${a.column('state')}`, 'submitted')
    .joinRaw(`CROSS JOIN (VALUES ${criterionRows}) AS c(position, key, name)`, [
      ...criteria.flatMap(({ key, name }, position) => [position, key, cells.known(name)]),
    ])
    .whereRaw(`jsonb_typeof(${col('scores')} -> c.key) = 'number'`)
    .select(select(row, order))
    .orderByRaw(order.join(', '));
};

/** A sheet with no rows but its header: the rubric has no criteria yet. */
export const emptyScoreSheet = () => Readable.from([sheetHead(SCORE_SHEET) + SHEET_TAIL]);
