// The possible-duplicate lookups and the lead list's pages read a bounded number of rows whatever
// PostgreSQL knows of the tables: on tables never analysed (autovacuum off, as on CI and right after
// a restore or a bulk import) holding 20,000 leads that share one file and one address, a lookup
// reads at most a few index entries per key and step, a page of the list reads the end of an index
// down to its last row and no further, and its total reads each lead at most once. Checked on the
// plan PostgreSQL ran (EXPLAIN ANALYZE: which tables each node read, how, and how many rows), never
// on a timing.

import type { Knex } from 'knex';
import { useCms } from '../../../../tests/harness';
import { leadTables, tableOf } from '../../database/lead-tables';
import { ASSIGNMENT_UID, LEAD_UID, MATCH_UID } from '../../uids';
import { queuePage } from '../../evaluation/queue';
import { bestFirst, rankedLeads } from '../../evaluation/ranking';
import { filteredLeads, type LeadFilters } from '../filtered-leads';
import { newestFirst, selectLeadColumns } from '../lead-rows';
import { DUPLICATES_LISTED, earlierDuplicatesQuery, emailKey, fileKey, leadsHoldingQuery } from '../match-keys';

/**
 * Leads sharing the keys. Enough that the table is no longer "small" to a planner without
 * statistics: at 3,000, PostgreSQL read the whole table and sorted it for an unfiltered page
 * (3,000 rows for 30; cheap there, but the shape that grows with the table).
 */
const SHARING = 20_000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** Every node of a plan, the root first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

type Reads = Map<string, { kinds: Set<string>; rows: number }> & { root: PlanNode };

/** How each table was read by `query`, as PostgreSQL ran it: per table, its scans' kinds and rows. */
const readsOf = async (knex: Knex, query: Knex.QueryBuilder): Promise<Reads> => {
  const { sql, bindings } = query.toSQL();
  const answer = await knex.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[]);
  const [{ Plan: plan }] = answer.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
  const reads = Object.assign(new Map(), { root: plan }) as Reads;
  for (const node of nodesOf(plan)) {
    if (!node['Relation Name']) continue;
    const read = reads.get(node['Relation Name']) ?? { kinds: new Set<string>(), rows: 0 };
    read.kinds.add(node['Node Type']);
    read.rows += node['Actual Rows'] * node['Actual Loops'];
    reads.set(node['Relation Name'], read);
  }
  return reads;
};

(process.env.TEST_POSTGRES_URL ? describe : describe.skip)('the lead queries on tables without statistics', () => {
  const cms = useCms();
  const file = fileKey('cd'.repeat(32));
  const email = emailKey('school@example.org');
  let ids: number[] = [];
  let tables: { leads: string; matches: string };

  beforeAll(async () => {
    const knex = cms.app.db.connection;
    const l = leadTables(cms.app, LEAD_UID);
    const m = tableOf(cms.app, MATCH_UID);
    tables = { leads: l.table, matches: m.table };
    for (const table of [l.table, m.table]) await knex.raw('ALTER TABLE ?? SET (autovacuum_enabled = false)', [table]);
    const rows = (await knex.raw(
      // Every lead of one area, status and scan state, and a possible duplicate of the first, as
      // such leads would be: every filter of the list matches them all.
      // A quarter unscored (the ranking's sort key 1), the rest scored 0 to 4.9.
      `INSERT INTO ?? (??, ??, ??, ??, ??, ??, ??, ??)
       SELECT 'plan' || g, 'VN-PLAN-' || g, 'economy', 'new', 'clean', CASE WHEN g > 1 THEN 'VN-PLAN-1' END,
              now() - (? - g) * interval '1 minute', CASE WHEN g % 4 = 0 THEN 1 ELSE -((g % 50) / 10.0) END
       FROM generate_series(1, ?) g RETURNING id`,
      [
        l.table,
        l.column('documentId'),
        l.column('reference'),
        l.column('visionSubmissionArea'),
        l.column('reviewStatus'),
        l.column('fileScan'),
        l.column('duplicateOf'),
        l.column('createdAt'),
        l.column('scoreOrder'),
        SHARING,
        SHARING,
      ],
    )) as { rows: { id: number }[] };
    ids = rows.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    await knex.raw(
      `INSERT INTO ?? (??, ??) SELECT id, key FROM ?? CROSS JOIN (VALUES (?), (?)) AS k(key) WHERE ?? LIKE 'VN-PLAN-%'`,
      [m.table, m.column('leadId'), m.column('matchKey'), l.table, file, email, l.column('reference')],
    );
    // Never analysed: PostgreSQL plans these tables on its defaults.
    const analysed = await knex.raw(
      'SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = current_schema() AND tablename IN (?, ?)',
      [l.table, m.table],
    );
    expect(analysed.rows[0].n).toBe(0);
  });

  /** Each table is read through an index, and at most `perKey` rows per key from the keys' table. */
  const expectBounded = (reads: Reads, keys: number) => {
    const matches = reads.get(tables.matches);
    const leads = reads.get(tables.leads);
    expect(matches).toBeDefined();
    for (const read of [matches!, leads!]) {
      expect([...read.kinds].every((kind) => kind === 'Index Scan' || kind === 'Index Only Scan')).toBe(true);
    }
    // A walk's step reads one entry: (DUPLICATES_LISTED + 1) steps per key, each checked to exist
    // and read. The unbounded plan read all 20,000 per key.
    expect(matches!.rows).toBeLessThanOrEqual(keys * (DUPLICATES_LISTED + 1));
    expect(leads!.rows).toBeLessThanOrEqual(keys * (DUPLICATES_LISTED + 1) + DUPLICATES_LISTED);
  };

  it("reads a new lead's earlier duplicates from the first entries of each key", async () => {
    const knex = cms.app.db.connection;
    const query = earlierDuplicatesQuery(cms.app, knex, [file, email]);
    expectBounded(await readsOf(knex, query), 2);
    const found = (await query) as { id: number; reference: string }[];
    expect(found.map((row) => Number(row.id))).toEqual(ids.slice(0, DUPLICATES_LISTED));
  });

  it("reads a lead's earlier and later duplicates from its place in each key, in the middle of 20,000", async () => {
    const knex = cms.app.db.connection;
    const middle = ids[SHARING / 2]!;
    const later = leadsHoldingQuery(cms.app, knex, [file, email], { after: middle });
    const earlier = leadsHoldingQuery(cms.app, knex, [file, email], { before: middle });
    expectBounded(await readsOf(knex, later), 2);
    expectBounded(await readsOf(knex, earlier), 2);
    const after = ids.slice(SHARING / 2 + 1, SHARING / 2 + 1 + DUPLICATES_LISTED);
    expect(((await later) as { id: number }[]).map((row) => Number(row.id))).toEqual(after);
    expect(((await earlier) as { id: number }[]).map((row) => Number(row.id))).toEqual(ids.slice(0, DUPLICATES_LISTED));
  });

  it.each<[string, LeadFilters]>([
    ['no filter', {}],
    ['an area', { area: 'economy' }],
    ['a review status', { status: 'new' }],
    ['a scan state', { fileScan: 'clean' }],
    // The rows name no language: the column's default, Hebrew.
    ['a language', { locale: 'he' }],
    ['possible duplicates', { duplicate: true }],
  ])(
    'reads a page of the list with %s from the end of an index, and its total reading each lead once',
    async (_name, filters) => {
      const knex = cms.app.db.connection;
      const pageSize = 10;
      const offset = 20;
      const page = newestFirst(cms.app, selectLeadColumns(cms.app, filteredLeads(cms.app, filters)))
        .limit(pageSize)
        .offset(offset);
      const total = filteredLeads(cms.app, filters).count({ total: 'l.id' });
      // The page: a limit over an index read backwards (newest first), stopping at the page's last
      // row; no sort of every matching lead.
      const pageReads = await readsOf(knex, page);
      expect(pageReads.root['Node Type']).toBe('Limit');
      const scans = nodesOf(pageReads.root).filter((node) => node['Relation Name'] === tables.leads);
      expect(scans.map((node) => [node['Node Type'], node['Scan Direction']])).toEqual([['Index Scan', 'Backward']]);
      expect(nodesOf(pageReads.root).some((node) => node['Node Type'] === 'Sort')).toBe(false);
      expect(pageReads.get(tables.leads)!.rows).toBeLessThanOrEqual(offset + pageSize);
      // The total counts every matching lead, each once; and never the keys: the possible-duplicates
      // filter compared every pair of leads sharing a key, 9 million rows for 3,000 of them.
      const totalReads = await readsOf(knex, total);
      expect(totalReads.get(tables.leads)!.rows).toBeLessThanOrEqual(SHARING);
      for (const reads of [pageReads, totalReads]) expect(reads.get(tables.matches)).toBeUndefined();
      const rows = (await page) as { id: number }[];
      expect(rows.map((row) => Number(row.id))).toEqual([...ids].reverse().slice(offset, offset + pageSize));
      const counted = Number(((await total) as { total: number | string }[])[0]!.total);
      expect(counted).toBe(filters.duplicate ? SHARING - 1 : SHARING);
    },
  );

  it.each<[string, LeadFilters]>([
    ['no filter', {}],
    ['an area', { area: 'economy' }],
  ])(
    "reads a page of the committee's ranking with %s from the start of an index, best first",
    async (_name, filters) => {
      const knex = cms.app.db.connection;
      const [pageSize, offset] = [10, 20];
      const l = leadTables(cms.app, LEAD_UID);
      // What the ranking's page reads of each lead (api/evaluation/services/evaluation-ranking.ts).
      const columns = ['documentId', 'reference', 'scoreMean', 'scoreCount'].map((name) => `l.${l.column(name)}`);
      const page = bestFirst(
        cms.app,
        rankedLeads(cms.app, { filters }).select('l.id', `l.${l.column('scoreOrder')} as rank`, ...columns),
      )
        .limit(pageSize)
        .offset(offset);
      const reads = await readsOf(knex, page);
      // A limit over the ranking index read forwards, stopping at the page's last row; no sort.
      expect(reads.root['Node Type']).toBe('Limit');
      const scans = nodesOf(reads.root).filter((node) => node['Relation Name'] === tables.leads);
      expect(scans.map((node) => [node['Node Type'], node['Scan Direction']])).toEqual([['Index Scan', 'Forward']]);
      expect(nodesOf(reads.root).some((node) => node['Node Type'] === 'Sort')).toBe(false);
      expect(reads.get(tables.leads)!.rows).toBeLessThanOrEqual(offset + pageSize);
      const rows = (await page) as { id: number; rank: number }[];
      const ranks = rows.map((row) => Number(row.rank));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks[0]).toBe(-4.9);
    },
  );

  it("reads a deep page of an evaluator's queue from its own assignments, and only the page's leads", async () => {
    const knex = cms.app.db.connection;
    const a = tableOf(cms.app, ASSIGNMENT_UID);
    const l = leadTables(cms.app, LEAD_UID);
    const evaluatorId = 4242;
    await knex.raw('ALTER TABLE ?? SET (autovacuum_enabled = false)', [a.table]);
    // One evaluator holds every lead, assigned as they came in.
    await knex.raw(
      `INSERT INTO ?? (??, ??, ??, ??, ??) SELECT 'plan-a' || id, id, ?, ??, 'assigned' FROM ?? WHERE ?? LIKE 'VN-PLAN-%'`,
      [
        a.table,
        a.column('documentId'),
        a.column('leadId'),
        a.column('evaluatorId'),
        a.column('assignedAt'),
        a.column('state'),
        evaluatorId,
        l.column('createdAt'),
        l.table,
        l.column('reference'),
      ],
    );
    const [pageSize, offset] = [10, 10_000];
    const page = queuePage(cms.app, evaluatorId, { page: offset / pageSize + 1, pageSize }).select('l.id');
    const reads = await readsOf(knex, page);
    // The page's ids from the evaluator's own entries (an index walk once PostgreSQL knows the
    // table; a bitmap read of them and a sort before), then the page's rows by id, and the leads
    // read only for the page: the join over every skipped row read 10,010 leads.
    const assignments = reads.get(a.table)!;
    expect(assignments.kinds.has('Seq Scan')).toBe(false);
    expect(assignments.rows).toBeLessThanOrEqual(SHARING + pageSize);
    expect(reads.get(tables.leads)!.rows).toBeLessThanOrEqual(pageSize);
    const rows = (await page) as { id: number }[];
    expect(rows.map((row) => Number(row.id))).toEqual(ids.slice(offset, offset + pageSize));
  });
});
