// The same queries as plans-without-statistics.test.ts, on SQLite, the embedded default: on tables
// SQLite never analysed (no sqlite_stat1, as on every new or restored database: nothing runs
// ANALYZE) holding 20,000 leads that share one file and one address, the duplicate lookups step
// through the (match_key, lead_id) index and the list's pages read an index in the list's order
// and stop at the page's end. SQLite's EXPLAIN QUERY PLAN gives the plan's shape but no row counts,
// so the shape is what is checked: no table read in full, no sort of the matching leads (a
// "TEMP B-TREE FOR ORDER BY"), and the page's rows as the list would show them.

import type { Knex } from 'knex';
import { useCms } from '../../../../tests/harness';
import { leadTables, tableOf } from '../../database/lead-tables';
import { LEAD_UID, MATCH_UID } from '../../uids';
import { filteredLeads, type LeadFilters } from '../filtered-leads';
import { newestFirst, selectLeadColumns } from '../lead-rows';
import { DUPLICATES_LISTED, earlierDuplicatesQuery, emailKey, fileKey, leadsHoldingQuery } from '../match-keys';

const SHARING = 20_000;

type PlanRow = { id: number; parent: number; detail: string };

/** The lines of SQLite's plan for `query`, e.g. `SEARCH x USING INDEX … (match_key=? AND lead_id>?)`. */
const planOf = async (knex: Knex, query: Knex.QueryBuilder): Promise<string[]> => {
  const { sql, bindings } = query.toSQL();
  const rows = (await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Knex.RawBinding[])) as PlanRow[];
  return rows.map((row) => row.detail);
};

/** A line that reads `table` (under any alias) from its first row to its last. */
const fullReadOf = (table: string, aliases: readonly string[]) => (line: string) =>
  [table, ...aliases].some(
    (name) => new RegExp(`^SCAN ${name}(?: |$)`).test(line) && !/USING (COVERING )?INDEX/.test(line),
  );

(process.env.TEST_POSTGRES_URL ? describe.skip : describe)('the lead queries on SQLite tables never analysed', () => {
  const cms = useCms();
  const file = fileKey('ef'.repeat(32));
  const email = emailKey('class@example.org');
  let ids: number[] = [];
  let tables: { leads: string; matches: string };

  beforeAll(async () => {
    const knex = cms.app.db.connection;
    const l = leadTables(cms.app, LEAD_UID);
    const m = tableOf(cms.app, MATCH_UID);
    tables = { leads: l.table, matches: m.table };
    // Every lead of one area, status and scan state, and a possible duplicate of the first: every
    // filter of the list matches them all. Times a minute apart, oldest first, in Strapi's form.
    await knex.raw(
      `WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ?)
       INSERT INTO ?? (??, ??, ??, ??, ??, ??, ??)
       SELECT 'plan' || n, 'VN-PLAN-' || n, 'economy', 'new', 'clean', CASE WHEN n > 1 THEN 'VN-PLAN-1' END,
              ? + n * 60000
       FROM g`,
      [
        SHARING,
        l.table,
        l.column('documentId'),
        l.column('reference'),
        l.column('visionSubmissionArea'),
        l.column('reviewStatus'),
        l.column('fileScan'),
        l.column('duplicateOf'),
        l.column('createdAt'),
        Date.UTC(2026, 0, 1),
      ],
    );
    const rows = (await knex(l.table).select('id').where(l.column('reference'), 'like', 'VN-PLAN-%')) as {
      id: number;
    }[];
    ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    await knex.raw(
      `INSERT INTO ?? (??, ??) SELECT id, k.key FROM ?? CROSS JOIN (SELECT ? AS key UNION ALL SELECT ?) AS k WHERE ?? LIKE 'VN-PLAN-%'`,
      [m.table, m.column('leadId'), m.column('matchKey'), l.table, file, email, l.column('reference')],
    );
    // Never analysed: SQLite plans these tables on its defaults.
    const stats = await knex.raw("SELECT count(*) AS n FROM sqlite_master WHERE name LIKE 'sqlite_stat%'");
    expect(Number((stats as { n: number }[])[0]!.n)).toBe(0);
  });

  /** Each key is stepped through by its index, and no table is read in full. */
  const expectStepped = (plan: string[]) => {
    expect(plan.filter(fullReadOf(tables.matches, ['x']))).toEqual([]);
    expect(plan.filter(fullReadOf(tables.leads, ['l']))).toEqual([]);
    const steps = plan.filter((line) => /^SEARCH x USING (COVERING )?INDEX .*match_key=\? AND lead_id>\?/.test(line));
    expect(steps.length).toBeGreaterThan(0);
    // The only sorts are of a walk's own steps (at most DUPLICATES_LISTED + 1 ids), merged into one
    // list by the UNION: never of the leads holding a key.
    plan.forEach((line, index) => {
      if (line.includes('TEMP B-TREE')) expect(plan[index - 1]).toMatch(/^SCAN w\d+$/);
    });
  };

  it("steps through the first entries of each key for a new lead's earlier duplicates", async () => {
    const knex = cms.app.db.connection;
    const query = earlierDuplicatesQuery(cms.app, knex, [file, email]);
    expectStepped(await planOf(knex, query));
    const found = (await query) as { id: number }[];
    expect(found.map((row) => Number(row.id))).toEqual(ids.slice(0, DUPLICATES_LISTED));
  });

  it("steps from a lead's place in each key for its later duplicates, in the middle of 20,000", async () => {
    const knex = cms.app.db.connection;
    const middle = ids[SHARING / 2]!;
    const later = leadsHoldingQuery(cms.app, knex, [file, email], { after: middle });
    expectStepped(await planOf(knex, later));
    const found = (await later) as { id: number }[];
    expect(found.map((row) => Number(row.id))).toEqual(ids.slice(SHARING / 2 + 1, SHARING / 2 + 1 + DUPLICATES_LISTED));
  });

  it.each<[string, LeadFilters]>([
    ['no filter', {}],
    ['an area', { area: 'economy' }],
    ['a review status', { status: 'new' }],
    ['a scan state', { fileScan: 'clean' }],
    // The rows name no language: the column's default, Hebrew.
    ['a language', { locale: 'he' }],
    ['possible duplicates', { duplicate: true }],
  ])('reads a page of the list with %s along an index in the list order, with no sort', async (_name, filters) => {
    const knex = cms.app.db.connection;
    const [pageSize, offset] = [10, 20];
    const page = newestFirst(cms.app, selectLeadColumns(cms.app, filteredLeads(cms.app, filters)))
      .limit(pageSize)
      .offset(offset);
    const plan = await planOf(knex, page);
    const leadReads = plan.filter((line) => /^(SCAN|SEARCH) l\b/.test(line));
    expect(leadReads).toHaveLength(1);
    expect(leadReads[0]).toMatch(/USING (COVERING )?INDEX/);
    expect(plan.some((line) => line.includes('TEMP B-TREE FOR ORDER BY'))).toBe(false);
    expect(plan.filter(fullReadOf(tables.matches, ['m']))).toEqual([]);
    const rows = (await page) as { id: number }[];
    expect(rows.map((row) => Number(row.id))).toEqual([...ids].reverse().slice(offset, offset + pageSize));
  });
});
