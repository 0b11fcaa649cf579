// cms/server.js, the production start, as an operator runs it: a real `node server.js` process
// with CMS_WORKERS=2 on a fresh PostgreSQL database (TEST_POSTGRES_URL), on a free port. Checks
// that both workers serve on the one port, that only the first runs Strapi's crons, that a killed
// worker is started again while the other keeps answering, and that SIGTERM stops them all.
// The refusals need no database and run everywhere.

import { spawn, type ChildProcess } from 'child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { CMS_DIR, createTestDatabase, type TestDatabase } from '../../tests/harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { randomCmsSecrets } = require('../../../scripts/lib/cms-secrets.cjs') as {
  randomCmsSecrets: () => Record<string, string>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `unset`: variables of this process the server must not inherit. */
const startServer = (env: Record<string, string>, unset: string[] = []): Started => {
  let output = '';
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.includes(name)));
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'server.js')], {
    cwd: CMS_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ASSETS_DIR: path.resolve(CMS_DIR, '../site/public/static'),
      ...randomCmsSecrets(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

/** The worker processes of a primary, with the environment each was started with (Linux /proc). */
const workersOf = (primary: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        if (ppid !== primary) return [];
        const env = Object.fromEntries(
          readFileSync(`/proc/${name}/environ`, 'utf8')
            .split('\0')
            .filter(Boolean)
            .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
        );
        return env.CMS_WORKER_SLOT ? [{ pid: Number(name), env }] : [];
      } catch {
        return [];
      }
    });

const waitFor = async <T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const settingsStatus = async (url: string) => {
  try {
    return (await fetch(`${url}/api/settings/get`)).status;
  } catch {
    return 0;
  }
};

describe('server.js refuses a configuration it cannot run', () => {
  it.each([
    ['several workers on SQLite', { CMS_WORKERS: '2', DATABASE_CLIENT: 'sqlite' }, 'DATABASE_CLIENT=postgres'],
    ['a worker count that is not a number', { CMS_WORKERS: 'two' }, 'CMS_WORKERS must be a whole number'],
    ['zero workers', { CMS_WORKERS: '0' }, 'CMS_WORKERS must be a whole number'],
  ])('%s: exits 1 naming the variable', async (_name, env, message) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The CMS did not start');
    expect(server.output()).toContain(message);
  });
});

describe('server.js reads the .env file Strapi reads', () => {
  it('takes CMS_WORKERS and DATABASE_CLIENT from it before it starts any worker', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'server-env-'));
    try {
      const envFile = path.join(dir, '.env');
      writeFileSync(envFile, 'CMS_WORKERS=3\nDATABASE_CLIENT=sqlite\n');
      const server = startServer({ ENV_PATH: envFile }, ['CMS_WORKERS', 'DATABASE_CLIENT']);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('CMS_WORKERS above 1 needs DATABASE_CLIENT=postgres');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

(process.env.TEST_POSTGRES_URL ? describe : describe.skip)('server.js with CMS_WORKERS=2 on PostgreSQL', () => {
  let database: TestDatabase;
  let server: Started | undefined;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startServer({ ...database.env, PORT: String(port), CMS_WORKERS: '2' });
    await waitFor('the first answer', async () => ((await settingsStatus(url)) === 200 ? true : undefined), 240_000);
    // Worker 2 starts once worker 1 serves.
    await waitFor('two workers', () => (workersOf(server!.child.pid!).length === 2 ? true : undefined), 120_000);
  }, 400_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      for (const worker of workersOf(server.child.pid!)) process.kill(worker.pid, 'SIGKILL');
    }
    await database?.drop();
  });

  it('runs two workers on one port, crons in worker 1 only, every request answered', async () => {
    const workers = workersOf(server!.child.pid!);
    expect(workers.map((worker) => worker.env.CMS_WORKER_SLOT).sort()).toEqual(['1', '2']);
    const bySlot = Object.fromEntries(workers.map((worker) => [worker.env.CMS_WORKER_SLOT, worker]));
    expect(bySlot['1'].env.CRON_ENABLED).not.toBe('false');
    expect(bySlot['2'].env.CRON_ENABLED).toBe('false');

    // The port is the primary's; Node's cluster hands each new connection to a worker in turn.
    const statuses = await Promise.all(Array.from({ length: 20 }, () => settingsStatus(url)));
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('starts a killed worker again while the other keeps answering', async () => {
    const primary = server!.child.pid!;
    const killed = workersOf(primary).find((worker) => worker.env.CMS_WORKER_SLOT === '2')!;
    process.kill(killed.pid, 'SIGKILL');

    const answeredMeanwhile: number[] = [];
    const replacement = await waitFor(
      'worker 2 started again',
      async () => {
        answeredMeanwhile.push(await settingsStatus(url));
        return workersOf(primary).find((worker) => worker.env.CMS_WORKER_SLOT === '2' && worker.pid !== killed.pid);
      },
      60_000,
    );
    expect(replacement.env.CRON_ENABLED).toBe('false');
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    expect(answeredMeanwhile.every((status) => status === 200)).toBe(true);
    expect(server!.output()).toContain('worker 2 exited');
    // It serves again: the worker process stays up and the answers keep coming.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(workersOf(primary)).toHaveLength(2);
    expect(await settingsStatus(url)).toBe(200);
  }, 120_000);

  it('stops every worker and then itself on SIGTERM', async () => {
    const primary = server!.child.pid!;
    const workers = workersOf(primary).map((worker) => worker.pid);
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
