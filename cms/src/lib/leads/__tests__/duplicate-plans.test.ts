// The possible-duplicate lookups read a bounded number of index entries whatever PostgreSQL knows
// of the tables: on tables never analysed (autovacuum off, as on CI and right after a restore or a
// bulk import) holding 3,000 leads that share one file and one address, each lookup's plan reads at
// most a few entries per key and step. Checked on the plan PostgreSQL ran (EXPLAIN ANALYZE: which
// tables each node read, how, and how many rows), never on a timing.

import type { Knex } from 'knex';
import { useCms } from '../../../../tests/harness';
import { leadTables, tableOf } from '../../database/lead-tables';
import { LEAD_UID, MATCH_UID } from '../../uids';
import { DUPLICATES_LISTED, earlierDuplicatesQuery, emailKey, fileKey, leadsHoldingQuery } from '../match-keys';

const SHARING = 3000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** Every node of a plan, the root first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** How each table was read by `query`, as PostgreSQL ran it: per table, its scans' kinds and rows. */
const readsOf = async (knex: Knex, query: Knex.QueryBuilder) => {
  const { sql, bindings } = query.toSQL();
  const answer = await knex.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[]);
  const [{ Plan: plan }] = answer.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
  const reads = new Map<string, { kinds: Set<string>; rows: number }>();
  for (const node of nodesOf(plan)) {
    if (!node['Relation Name']) continue;
    const read = reads.get(node['Relation Name']) ?? { kinds: new Set<string>(), rows: 0 };
    read.kinds.add(node['Node Type']);
    read.rows += node['Actual Rows'] * node['Actual Loops'];
    reads.set(node['Relation Name'], read);
  }
  return reads;
};

(process.env.TEST_POSTGRES_URL ? describe : describe.skip)('the duplicate lookups without statistics', () => {
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
      `INSERT INTO ?? (??, ??, ??) SELECT 'plan' || g, 'VN-PLAN-' || g, 'economy' FROM generate_series(1, ?) g RETURNING id`,
      [l.table, l.column('documentId'), l.column('reference'), l.column('visionSubmissionArea'), SHARING],
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
  const expectBounded = (reads: Map<string, { kinds: Set<string>; rows: number }>, keys: number) => {
    const matches = reads.get(tables.matches);
    const leads = reads.get(tables.leads);
    expect(matches).toBeDefined();
    for (const read of [matches!, leads!]) {
      expect([...read.kinds].every((kind) => kind === 'Index Scan' || kind === 'Index Only Scan')).toBe(true);
    }
    // A walk's step reads one entry: (DUPLICATES_LISTED + 1) steps per key, each checked to exist
    // and read. The unbounded plan read all 3,000 per key.
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

  it("reads a lead's earlier and later duplicates from its place in each key, in the middle of 3,000", async () => {
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
});
