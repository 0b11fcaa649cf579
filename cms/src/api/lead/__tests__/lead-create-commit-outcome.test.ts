import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { randomPdfBytes } from '../../../../tests/lead-fixtures';
import {
  countLeads,
  expectFailure,
  expectStorageConsistent,
  findLead,
  LEADS,
  listFiles,
  postLead,
  useLeadCms,
  type Answer,
} from '../../../../tests/lead-requests';

// "201 means stored" (src/lib/database/confirmed-commit.ts): the writer's PostgreSQL backend is
// terminated right before and during COMMIT, from a separate client, as an operator or a crashing
// server would. PostgreSQL only: SQLite has no server connection that can die between the write and
// its answer, so there is nothing to terminate.
const describeOnPostgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

type TransactionParams = { trx: Knex.Transaction };
type Transaction = (callback: (params: TransactionParams) => Promise<unknown>) => Promise<unknown>;

describeOnPostgres('POST /api/leads/create when the database connection dies around COMMIT', () => {
  const context = useLeadCms();
  let admin: Client;
  let database: string;
  let leadTable: string;

  beforeAll(async () => {
    const url = new URL(context.cms.database.env.DATABASE_URL);
    database = decodeURIComponent(url.pathname.slice(1));
    admin = new Client({ connectionString: url.toString() });
    // The suite's database is dropped WITH (FORCE) when it ends, which may end this client first.
    admin.on('error', () => undefined);
    await admin.connect();
    leadTable = context.app.db.metadata.get(LEADS).tableName;
  });
  afterAll(async () => {
    await admin?.end();
  });

  /**
   * A COMMIT that takes a while (a deferred trigger runs inside COMMIT, before the commit record),
   * so that it can be interrupted halfway; armed only by the tests that need it.
   */
  const armSlowCommit = async (seconds: number) => {
    await admin.query(`CREATE OR REPLACE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(${seconds}); RETURN NULL; END $$`);
    await admin.query(
      `CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON "${leadTable}" DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW EXECUTE FUNCTION slow_commit()`,
    );
  };
  const disarmSlowCommit = () => admin.query(`DROP TRIGGER IF EXISTS slow_commit ON "${leadTable}"`);

  const terminate = async (pid: number) => {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    for (let waited = 0; waited < 5000; waited += 20) {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (!rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`backend ${pid} did not go away`);
  };

  /** The state of a backend as PostgreSQL reports it: what it runs, and whether it is busy. */
  const activityOf = async (pid: number) =>
    (await admin.query('SELECT state, query FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0] as
      | { state: string; query: string }
      | undefined;

  /**
   * Runs `afterWrites` once the next transaction that writes (the lead's: other transactions of the
   * request only read) has written its rows, just before its COMMIT.
   */
  const beforeNextCommit = (afterWrites: (pid: number) => Promise<void>) => {
    const db = context.app.db as unknown as { transaction: Transaction };
    const original = db.transaction;
    db.transaction = (callback) =>
      original.call(db, async (params) => {
        const result = await callback(params);
        const { rows } = await params.trx.raw(
          'SELECT pg_backend_pid() AS pid, pg_current_xact_id_if_assigned() AS xid',
        );
        if (rows[0].xid !== null) {
          db.transaction = original;
          await afterWrites(rows[0].pid);
        }
        return result;
      });
  };

  const expectUnavailable = (answer: Answer) => {
    expectFailure(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  const expectStored = async (answer: Answer) => {
    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(lead).toBeTruthy();
    expect(fs.existsSync(path.join(context.uploadsDir, lead.attachmentKey))).toBe(true);
  };

  it('answers 503 and keeps neither row nor file when the backend is terminated right before COMMIT', async () => {
    const leadsBefore = await countLeads(context.app);
    const filesBefore = listFiles(context.root);
    beforeNextCommit(async (pid) => {
      expect((await activityOf(pid))?.state).toBe('idle in transaction');
      await terminate(pid);
    });

    expectUnavailable(await postLead(context.app));

    expect(await countLeads(context.app)).toBe(leadsBefore);
    expect(listFiles(context.root)).toEqual(filesBefore);
    await expectStored(await postLead(context.app));
    await expectStorageConsistent(context);
  });

  it('answers 503 and keeps neither row nor file when the backend is terminated during COMMIT', async () => {
    await armSlowCommit(1);
    try {
      const leadsBefore = await countLeads(context.app);
      const filesBefore = listFiles(context.root);
      let killed: Promise<{ state: string; query: string } | undefined> = Promise.resolve(undefined);
      beforeNextCommit(async (pid) => {
        // Not awaited: COMMIT starts when this returns, and is terminated once PostgreSQL runs it.
        killed = (async () => {
          for (let waited = 0; waited < 5000; waited += 10) {
            const activity = await activityOf(pid);
            if (activity?.state === 'active' && /^COMMIT/i.test(activity.query)) {
              await terminate(pid);
              return activity;
            }
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return undefined;
        })();
      });

      const answer = await postLead(context.app);

      expect(await killed).toEqual({ state: 'active', query: expect.stringMatching(/^COMMIT/i) });
      expectUnavailable(answer);
      expect(await countLeads(context.app)).toBe(leadsBefore);
      expect(listFiles(context.root)).toEqual(filesBefore);
    } finally {
      await disarmSlowCommit();
    }
    await expectStored(await postLead(context.app));
    await expectStorageConsistent(context);
  });

  it('answers 201 when the commit went through but its answer was lost on the way back', async () => {
    // PostgreSQL cannot be made to drop the answer to a COMMIT it completed, so the driver's error
    // is played here: the transaction commits, then fails the way pg does when the socket closes.
    const db = context.app.db as unknown as { transaction: Transaction };
    const original = db.transaction;
    db.transaction = async (callback) => {
      let wrote = false;
      const result = await original.call(db, async (params) => {
        const value = await callback(params);
        wrote = (await params.trx.raw('SELECT pg_current_xact_id_if_assigned() AS xid')).rows[0].xid !== null;
        return value;
      });
      if (!wrote) return result;
      db.transaction = original;
      throw new Error('Connection terminated unexpectedly');
    };

    const answer = await postLead(context.app);

    await expectStored(answer);
    await expectStorageConsistent(context);
  });

  it('gives every 201 its row and file, and every other answer is a 503 leaving nothing, under load', async () => {
    await armSlowCommit(0.2);
    const seen = new Set<number>();
    let stop = false;
    // Terminates every other lead writer it finds, half of them idle before COMMIT, half in it.
    const killer = (async () => {
      let turn = 0;
      while (!stop) {
        const { rows } = await admin.query(
          `SELECT pid, state, query FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()
              AND ((state = 'idle in transaction' AND query ILIKE 'insert%') OR (state = 'active' AND query ILIKE 'commit%'))`,
          [database],
        );
        for (const { pid } of rows as Array<{ pid: number }>) {
          if (seen.has(pid)) continue;
          seen.add(pid);
          turn += 1;
          if (turn % 2 === 0) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let answers: Answer[];
    try {
      const leadsBefore = await countLeads(context.app);
      answers = await Promise.all(
        Array.from({ length: 24 }, () =>
          postLead(context.app, { file: { filename: 'file.pdf', content: randomPdfBytes(2_048, 8_192) } }),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      for (const answer of answers) {
        if (answer.status === 201) await expectStored(answer);
        else expectUnavailable(answer);
      }
      expect(await countLeads(context.app)).toBe(leadsBefore + created.length);
      expect(created.length).toBeGreaterThan(0);
      expect(created.length).toBeLessThan(answers.length);
    } finally {
      stop = true;
      await killer;
      await disarmSlowCommit();
    }
    await expectStorageConsistent(context);
  });
});
