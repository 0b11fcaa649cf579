// A real CMS process for tests that need more than one: `strapi start` (the compiled app that
// tests/global-setup.js builds) as a child process on a free loopback port, with its output in a
// log file that a failure quotes. Stopped with SIGTERM (SIGKILL if it lingers).

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CMS_DIR } from './harness';

const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export type CmsProcess = {
  url: string;
  logFile: string;
  stop: () => Promise<void>;
  logTail: (lines?: number) => string;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const tail = (file: string, lines = 40) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Starts the CMS and resolves once GET /api/settings/get answers 200. */
export const startCmsProcess = async ({
  env,
  logFile,
  timeoutMs = 90_000,
}: {
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<CmsProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      SEED_ASSETS_DIR: path.resolve(CMS_DIR, '../site/public/static'),
      ...env,
    },
  });
  fs.closeSync(log);
  let exited: { code: number | null; signal: string | null } | null = null;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exitedPromise;
    clearTimeout(killer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`the CMS exited while starting (${JSON.stringify(exited)}):\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/api/settings/get`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the CMS did not answer within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, logFile, stop, logTail: (lines) => tail(logFile, lines) };
};
