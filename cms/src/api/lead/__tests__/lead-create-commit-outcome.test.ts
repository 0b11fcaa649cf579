import fs from 'node:fs';
import path from 'node:path';
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

// "201 means stored" (src/lib/database/confirmed-commit.ts): on PostgreSQL a lead is written by one
// statement outside a transaction (src/lib/leads/lead-insert.ts), and the writer's backend is
// terminated while that statement writes and while it commits, from a separate client, as an
// operator or a crashing server would. PostgreSQL only: SQLite has no server connection that can die
// between the write and its answer, so there is nothing to terminate.
const describeOnPostgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

/**
 * The lead's statement as pg_stat_activity shows it (its text, with $n for the values): its first
 * part is the earlier duplicates' lookup, or the insert when it has no keys. Only its start: the
 * view keeps the first 1,024 bytes of a statement (track_activity_query_size).
 */
const LEAD_STATEMENT = /^WITH (earlier AS \(|new_lead AS \(INSERT)/i;

type ClientQuery = (connection: unknown, query: { sql?: string }) => Promise<unknown>;

describeOnPostgres('POST /api/leads/create when the database connection dies around the commit', () => {
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
   * Makes the lead's write take a while, so that it can be interrupted halfway: `during` 'write'
   * sleeps as its row is inserted (an ordinary trigger), 'commit' inside its commit, before the
   * commit record (a deferred trigger, run when the statement's own transaction commits).
   */
  const armSlowWrite = async (during: 'write' | 'commit', seconds: number) => {
    await admin.query(`CREATE OR REPLACE FUNCTION slow_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(${seconds}); RETURN NULL; END $$`);
    await admin.query(
      during === 'commit'
        ? `CREATE CONSTRAINT TRIGGER slow_write AFTER INSERT ON "${leadTable}" DEFERRABLE INITIALLY DEFERRED
           FOR EACH ROW EXECUTE FUNCTION slow_write()`
        : `CREATE TRIGGER slow_write AFTER INSERT ON "${leadTable}" FOR EACH ROW EXECUTE FUNCTION slow_write()`,
    );
  };
  const disarmSlowWrite = () => admin.query(`DROP TRIGGER IF EXISTS slow_write ON "${leadTable}"`);

  const terminate = async (pid: number) => {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    for (let waited = 0; waited < 5000; waited += 20) {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (!rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`backend ${pid} did not go away`);
  };

  /** Terminates the backend running the next lead statement; answers what it was running. */
  const terminateNextLeadStatement = async () => {
    for (let waited = 0; waited < 5000; waited += 10) {
      const { rows } = await admin.query(
        `SELECT pid, state, query FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
      const writer = (rows as Array<{ pid: number; state: string; query: string }>).find(
        (row) => row.state === 'active' && LEAD_STATEMENT.test(row.query),
      );
      if (writer) {
        await terminate(writer.pid);
        return { state: writer.state, statement: LEAD_STATEMENT.test(writer.query) };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return undefined;
  };

  const expectUnavailable = (answer: Answer) => {
    expectFailure(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  const expectStored = async (answer: Answer) => {
    expect(answer.status).toBe(201);
    // The row and its file are the point here, not the file's scan: without waiting for verdicts,
    // which under this suite's slowed and killed commits queued up past the test's time on a busy
    // machine.
    const lead = await findLead(context.app, answer.body.reference, { scanned: false });
    expect(lead).toBeTruthy();
    expect(fs.existsSync(path.join(context.uploadsDir, lead.attachmentKey))).toBe(true);
  };

  it.each([
    ['while its statement writes', 'write'],
    ['during its commit', 'commit'],
  ] as const)('answers 503 and keeps neither row nor file when the backend is terminated %s', async (_when, during) => {
    await armSlowWrite(during, 1);
    try {
      const leadsBefore = await countLeads(context.app);
      const filesBefore = listFiles(context.root);
      const killed = terminateNextLeadStatement();

      const answer = await postLead(context.app);

      expect(await killed).toEqual({ state: 'active', statement: true });
      expectUnavailable(answer);
      expect(await countLeads(context.app)).toBe(leadsBefore);
      expect(listFiles(context.root)).toEqual(filesBefore);
    } finally {
      await disarmSlowWrite();
    }
    await expectStored(await postLead(context.app));
    await expectStorageConsistent(context);
  });

  it('answers 201 when the commit went through but its answer was lost on the way back', async () => {
    // PostgreSQL cannot be made to drop the answer to a statement it completed, so the driver's
    // error is played here: the statement commits, then fails the way pg does when the socket closes.
    // knex's client runs every query, on whatever connection the pool gave.
    const client = (context.app.db.connection as unknown as { client: { query: ClientQuery } }).client;
    const original = client.query;
    let played = false;
    client.query = async function (this: unknown, connection: unknown, query: { sql?: string }) {
      const result = await original.call(this, connection, query);
      if (played || !LEAD_STATEMENT.test(query?.sql ?? '')) return result;
      played = true;
      throw new Error('Connection terminated unexpectedly');
    };

    try {
      const answer = await postLead(context.app);

      expect(played).toBe(true);
      await expectStored(answer);
      await expectStorageConsistent(context);
    } finally {
      client.query = original;
    }
  });

  it('gives every 201 its row and file, and every other answer is a 503 leaving nothing, under load', async () => {
    // Every other lead statement to reach its commit ends its own backend there, the way
    // pg_terminate_backend from another client would, but at a known moment: a killer polling
    // pg_stat_activity from this process (which also serves the 24 requests) could reach a backend
    // only after its commit, when it was already running someone else's query, and failed CI so.
    await admin.query('CREATE SEQUENCE IF NOT EXISTS slow_write_turn');
    await admin.query(`CREATE OR REPLACE FUNCTION slow_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('slow_write_turn') % 2 = 0 THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
        PERFORM pg_sleep(0.2);
        RETURN NULL;
      END $$`);
    await admin.query(`CREATE CONSTRAINT TRIGGER slow_write AFTER INSERT ON "${leadTable}" DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION slow_write()`);
    let answers: Answer[];
    try {
      const leadsBefore = await countLeads(context.app);
      answers = await Promise.all(
        Array.from({ length: 24 }, () =>
          postLead(context.app, { file: { filename: 'file.pdf', content: randomPdfBytes(2_048, 8_192) } }),
        ),
      );
      const { rows } = await admin.query('SELECT last_value FROM slow_write_turn');
      const commits = Number((rows as Array<{ last_value: string }>)[0].last_value);
      const created = answers.filter((answer) => answer.status === 201);
      for (const answer of answers) {
        if (answer.status === 201) await expectStored(answer);
        else expectUnavailable(answer);
      }
      // Every statement that reached its commit and lived is a 201; half of them died there. A
      // request may also fail before its commit: knex's pool can hand out a connection whose
      // backend has just ended, before the socket's close is seen, and that statement is a 503 too.
      expect(Math.floor(commits / 2)).toBeGreaterThan(0);
      expect(created).toHaveLength(commits - Math.floor(commits / 2));
      expect(await countLeads(context.app)).toBe(leadsBefore + created.length);
    } finally {
      await disarmSlowWrite();
      await admin.query('DROP SEQUENCE IF EXISTS slow_write_turn');
    }
    await expectStorageConsistent(context);
  });
});
