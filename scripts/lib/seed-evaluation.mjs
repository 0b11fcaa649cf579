// Writes the committee's work on already seeded leads straight into Strapi's tables, in bulk, as
// scripts/lib/seed-leads.mjs does for the leads: each lead's assignments to `perLead` evaluators, a
// share of them submitted with scores on every criterion (a few saved as drafts), and on each lead
// the figures the CMS keeps for the ranking (score_mean, score_count, score_disagreement,
// score_order). The figures are computed by the CMS's own rules: aggregateScores from config/ (as
// api/evaluation/services/evaluation-scores.ts does on every submission) and the sort key of
// cms/src/lib/evaluation/lead-scores.ts. Every column written is first checked against the table as
// it exists, so a schema change stops the seeding with a clear message.

import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './cms.mjs';
import { dir } from './workspace.mjs';

const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));
/** The CMS's rules, compiled by prepareCms: the ranking's sort key and a new row's documentId. */
const loadScoreOrderOf = () => requireFromCms('./dist/src/lib/evaluation/lead-scores.js').scoreOrderOf;
const loadNewDocumentId = () => requireFromCms('./dist/src/lib/database/new-document-id.js').newDocumentId;
/** config/'s aggregate, the one the CMS stores on a lead (built by prepareCms). */
const loadAggregateScores = () => createRequire(dir('config', 'package.json'))('./dist/cjs/index.js').aggregateScores;

const ASSIGNMENTS = 'evaluation_assignments';
const LEADS = 'leads';
const ASSIGNMENT_COLUMNS = [
  'document_id',
  'lead_id',
  'evaluator_id',
  'assigned_at',
  'state',
  'scores',
  'comments',
  'submitted_at',
  'reopened_count',
  'created_at',
  'updated_at',
  'published_at',
];
const LEAD_SCORE_COLUMNS = ['score_mean', 'score_count', 'score_disagreement', 'score_order'];

/**
 * The rubric the benchmark puts in place (PUT /api/evaluation/rubric): five criteria, 1 to 10,
 * weighted as a committee might.
 */
export const BENCH_RUBRIC = {
  criteria: [
    { key: 'vision', name: 'בהירות החזון', weight: 3, scale: { min: 1, max: 10 } },
    { key: 'feasibility', name: 'ישימות', weight: 2, scale: { min: 1, max: 10 } },
    { key: 'impact', name: 'השפעה', weight: 2, scale: { min: 1, max: 10 } },
    { key: 'team', name: 'הצוות', weight: 1, scale: { min: 1, max: 10 } },
    { key: 'novelty', name: 'חדשנות', weight: 1, scale: { min: 1, max: 10 } },
  ],
};

/** A well-mixed 32-bit hash of a few whole numbers: the same seeding on every run and database. */
const mix = (...values) => {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ value, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
};

/** Out of 100: below SUBMITTED submitted, then DRAFT drafts, the rest not yet opened. */
const SUBMITTED = 60;
const DRAFT = 10;

/**
 * The `slot`th assignment of the `index`th lead: its evaluator (consecutive ones, so every
 * evaluator holds the same number), its state and its scores. A lead has a quality; each evaluator
 * scores every criterion at it, one point off now and then, so some leads are disputed.
 */
export const plannedAssignment = (index, slot, evaluatorCount, criteria) => {
  const evaluator = (index * 3 + slot) % evaluatorCount;
  const roll = mix(index, slot, 1) % 100;
  const state = roll < SUBMITTED ? 'submitted' : roll < SUBMITTED + DRAFT ? 'draft' : 'assigned';
  const quality = 2 + (mix(index, 2) % 7);
  /** @type {Record<string, number>} */
  const scores = {};
  const scored = state === 'submitted' ? criteria : state === 'draft' ? criteria.slice(0, 2) : [];
  scored.forEach(({ key }, position) => {
    const noise = mix(index, slot, position, 3) % 10;
    scores[key] = Math.min(10, Math.max(1, quality + (noise === 0 ? -1 : noise === 1 ? 1 : 0)));
  });
  return { evaluator, state, scores };
};

/**
 * @typedef {{ id: number, documentId: string, createdMs: number }} SeededLead
 * @typedef {{ leadId: number, evaluatorId: number, state: string, scores: Record<string, number>,
 *   assignedMs: number, submittedMs: number | null }} AssignmentRow
 * @typedef {{ id: number, scoreMean: number | null, scoreCount: number, scoreDisagreement: boolean,
 *   scoreOrder: number }} LeadFigures
 */

/**
 * The rows for these leads: `perLead` assignments each (assigned a day after the lead came in,
 * submitted a week later), and each lead's figures.
 * @param {SeededLead[]} leads
 * @param {number[]} evaluatorIds
 * @param {number} perLead
 * @param {{ key: string, weight: number }[]} criteria
 */
export const evaluationRows = (leads, evaluatorIds, perLead, criteria) => {
  const aggregateScores = loadAggregateScores();
  const scoreOrderOf = loadScoreOrderOf();
  /** @type {AssignmentRow[]} */
  const assignments = [];
  /** @type {LeadFigures[]} */
  const figures = [];
  leads.forEach((lead, index) => {
    const submitted = [];
    for (let slot = 0; slot < perLead; slot += 1) {
      const planned = plannedAssignment(index, slot, evaluatorIds.length, criteria);
      const assignedMs = lead.createdMs + 86_400_000 + slot * 1000;
      assignments.push({
        leadId: lead.id,
        evaluatorId: evaluatorIds[planned.evaluator],
        state: planned.state,
        scores: planned.scores,
        assignedMs,
        submittedMs: planned.state === 'submitted' ? assignedMs + 7 * 86_400_000 : null,
      });
      if (planned.state === 'submitted') submitted.push(planned.scores);
    }
    const aggregate = aggregateScores(criteria, submitted);
    figures.push({ id: lead.id, ...aggregate, scoreOrder: scoreOrderOf(aggregate.scoreMean) });
  });
  return { assignments, figures };
};

const missing = (table, wanted, present) => {
  const absent = wanted.filter((column) => !present.includes(column));
  if (absent.length) {
    throw new Error(
      `table ${table} has no column(s) ${absent.join(', ')} (it has: ${present.join(', ')}); the evaluation schema changed, update scripts/lib/seed-evaluation.mjs`,
    );
  }
};

const ROWS_PER_BATCH = 20_000;

// ---------------------------------------------------------------------------------------------
// SQLite

/** @returns {SeededLead[]} */
const sqliteLeads = (filename) => {
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(filename, { readonly: true });
  try {
    return db
      .prepare(`select id, document_id, created_at from ${LEADS} order by id`)
      .all()
      .map((row) => ({
        id: Number(row.id),
        documentId: row.document_id,
        createdMs: new Date(row.created_at).getTime(),
      }));
  } finally {
    db.close();
  }
};

const writeSqlite = (filename, { assignments, figures }) => {
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(filename);
  try {
    db.pragma('busy_timeout = 30000');
    const columns = (table) =>
      db
        .prepare(`pragma table_info("${table}")`)
        .all()
        .map((row) => row.name);
    missing(ASSIGNMENTS, ASSIGNMENT_COLUMNS, columns(ASSIGNMENTS));
    missing(LEADS, LEAD_SCORE_COLUMNS, columns(LEADS));
    // Dates as Strapi itself stored them in this database (a number on SQLite through knex).
    const sample = db.prepare('select created_at from admin_users limit 1').get()?.created_at;
    const dateOf = typeof sample === 'string' ? (ms) => new Date(ms).toISOString() : (ms) => ms;
    const newDocumentId = loadNewDocumentId();
    const insert = db.prepare(
      `insert into ${ASSIGNMENTS} (${ASSIGNMENT_COLUMNS.join(', ')}) values (${ASSIGNMENT_COLUMNS.map(() => '?').join(', ')})`,
    );
    const update = db.prepare(
      `update ${LEADS} set ${LEAD_SCORE_COLUMNS.map((column) => `${column} = ?`).join(', ')} where id = ?`,
    );
    const writeAssignments = db.transaction((rows) => {
      for (const row of rows) {
        const assigned = dateOf(row.assignedMs);
        insert.run(
          newDocumentId(),
          row.leadId,
          row.evaluatorId,
          assigned,
          row.state,
          JSON.stringify(row.scores),
          '{}',
          row.submittedMs === null ? null : dateOf(row.submittedMs),
          0,
          assigned,
          assigned,
          assigned,
        );
      }
    });
    const writeFigures = db.transaction((rows) => {
      for (const row of rows)
        update.run(row.scoreMean, row.scoreCount, Number(row.scoreDisagreement), row.scoreOrder, row.id);
    });
    for (let start = 0; start < assignments.length; start += ROWS_PER_BATCH)
      writeAssignments(assignments.slice(start, start + ROWS_PER_BATCH));
    for (let start = 0; start < figures.length; start += ROWS_PER_BATCH)
      writeFigures(figures.slice(start, start + ROWS_PER_BATCH));
  } finally {
    db.close();
  }
};

// ---------------------------------------------------------------------------------------------
// PostgreSQL: each batch is sent as a few arrays and unnested by the server.

const withPostgresClient = async (url, work) => {
  const { Client } = requireFromCms('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** @returns {Promise<SeededLead[]>} */
const postgresLeads = (url) =>
  withPostgresClient(url, async (client) =>
    (await client.query(`select id, document_id, created_at from ${LEADS} order by id`)).rows.map((row) => ({
      id: Number(row.id),
      documentId: row.document_id,
      createdMs: new Date(row.created_at).getTime(),
    })),
  );

const writePostgres = (url, { assignments, figures }) =>
  withPostgresClient(url, async (client) => {
    const types = async (table) =>
      new Map(
        (
          await client.query('select column_name, data_type from information_schema.columns where table_name = $1', [
            table,
          ])
        ).rows.map((row) => [row.column_name, row.data_type]),
      );
    const assignmentTypes = await types(ASSIGNMENTS);
    missing(ASSIGNMENTS, ASSIGNMENT_COLUMNS, [...assignmentTypes.keys()]);
    missing(LEADS, LEAD_SCORE_COLUMNS, [...(await types(LEADS)).keys()]);
    const json = assignmentTypes.get('scores') === 'jsonb' ? 'jsonb' : 'json';
    const newDocumentId = loadNewDocumentId();
    const iso = (ms) => (ms === null ? null : new Date(ms).toISOString());
    await client.query('begin');
    for (let start = 0; start < assignments.length; start += ROWS_PER_BATCH) {
      const rows = assignments.slice(start, start + ROWS_PER_BATCH);
      await client.query(
        `insert into ${ASSIGNMENTS} (${ASSIGNMENT_COLUMNS.join(', ')})
         select d, l, e, a, s, sc::${json}, '{}'::${json}, su, 0, a, a, a
         from unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[], $5::text[], $6::text[], $7::timestamptz[])
           as r(d, l, e, a, s, sc, su)`,
        [
          rows.map(() => newDocumentId()),
          rows.map((row) => row.leadId),
          rows.map((row) => row.evaluatorId),
          rows.map((row) => iso(row.assignedMs)),
          rows.map((row) => row.state),
          rows.map((row) => JSON.stringify(row.scores)),
          rows.map((row) => iso(row.submittedMs)),
        ],
      );
    }
    for (let start = 0; start < figures.length; start += ROWS_PER_BATCH) {
      const rows = figures.slice(start, start + ROWS_PER_BATCH);
      await client.query(
        `update ${LEADS} l set score_mean = f.m, score_count = f.c, score_disagreement = f.d, score_order = f.o
         from unnest($1::int[], $2::float8[], $3::int[], $4::boolean[], $5::float8[]) as f(id, m, c, d, o)
         where l.id = f.id`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.scoreMean),
          rows.map((row) => row.scoreCount),
          rows.map((row) => row.scoreDisagreement),
          rows.map((row) => row.scoreOrder),
        ],
      );
    }
    await client.query('commit');
    // As after the leads' seeding: the planner knows the tables, their pages all-visible.
    await client.query(`vacuum analyze ${ASSIGNMENTS}`);
    await client.query(`vacuum analyze ${LEADS}`);
  });

// ---------------------------------------------------------------------------------------------

/**
 * The seeded leads, oldest first: their ids and the instant each came in.
 * @param {{ client: string, env: Record<string, string> }} database
 * @returns {Promise<SeededLead[]>}
 */
export const readSeededLeads = async (database) =>
  database.client === 'sqlite' ? sqliteLeads(database.env.DATABASE_FILENAME) : postgresLeads(database.env.DATABASE_URL);

/**
 * Writes the assignments, scores and lead figures of `evaluationRows` into the CMS's database.
 * @param {{ client: string, env: Record<string, string> }} database
 * @param {{ assignments: AssignmentRow[], figures: LeadFigures[] }} rows
 */
export const writeEvaluation = async (database, rows) =>
  database.client === 'sqlite'
    ? writeSqlite(database.env.DATABASE_FILENAME, rows)
    : writePostgres(database.env.DATABASE_URL, rows);
