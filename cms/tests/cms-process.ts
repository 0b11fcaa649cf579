// A real CMS process for tests that need more than one: `strapi start` (the compiled app that
// tests/global-setup.js builds) as a child process on a free loopback port, with its output in a
// log file that a failure quotes. Stopped with SIGTERM (SIGKILL if it lingers). The launcher is the
// scripts' own (scripts/lib/cms-process.cjs), shared with the benchmarks and the fault drills.

import { freePort, startCmsProcess as startProcess, type CmsProcess } from '../../scripts/lib/cms-process.cjs';

export { freePort, type CmsProcess };

/** Starts the CMS (NODE_ENV=test) and resolves once GET /api/settings/get answers 200. */
export const startCmsProcess = ({
  env,
  logFile,
  timeoutMs = 90_000,
}: {
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<CmsProcess> => startProcess({ env, logFile, timeoutMs, nodeEnv: 'test' });
