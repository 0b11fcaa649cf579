// Every benchmark runs as committed: each `npm run bench:*` starts here for a few seconds, as a
// person would start it, on SQLite and on PostgreSQL, and must print its figures and exit 0.
// `bench:stats` once failed for months unnoticed (production refused its half-set reCAPTCHA pair);
// this is what keeps them from rotting again. It measures nothing: the figures are too short to mean
// anything, and no timing is asserted.
//
// Needs the CMS built (`npm test` builds it first; --skip-compile uses cms/dist as it is), clamd
// for bench:scan (skipped without it, as the scan tests are), and PostgreSQL for the --postgres runs
// (skipped without a server at TEST_POSTGRES_URL).
//
//   node --test scripts/bench/__tests__/

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { hasClamd } from '../../lib/clamd.cjs';
import { postgresReachable, POSTGRES_URL } from '../../lib/services.mjs';
import { dir } from '../../lib/workspace.mjs';

/** The short form of each benchmark, and a line its report always prints. */
const BENCHMARKS = [
  {
    script: 'bench:leads',
    args: ['--duration', '1', '--warmup', '0', '--connections', '2'],
    prints: /stock|requests\/s/i,
  },
  { script: 'bench:export', args: ['--leads', '200'], prints: /csv/i },
  { script: 'bench:stats', args: ['--leads', '200', '--calls', '2'], prints: /unfiltered/ },
  {
    script: 'bench:evaluation',
    args: ['--leads', '300', '--evaluators', '6', '--calls', '2', '--assign', '100', '--runs', '1'],
    prints: /ranking, disputed/,
  },
  {
    script: 'bench:scan',
    args: ['--sizes', '1', '--repeats', '1', '--duration', '1', '--connections', '2'],
    prints: /MB\/s|scan/i,
    needs: () => (hasClamd() ? null : 'no clamd on this machine'),
  },
];

/** Runs `npm run <script> -- <args>` from the repository's root; answers its exit code and output. */
const runBenchmark = (script, args) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', '--skip-compile', ...args], {
      cwd: dir(),
      env: { ...process.env, FORCE_COLOR: '0', BENCH_POSTGRES_URL: POSTGRES_URL },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });

const postgres = await postgresReachable();

for (const { script, args, prints, needs } of BENCHMARKS) {
  for (const database of ['sqlite', 'postgres']) {
    const skip =
      needs?.() ?? (database === 'postgres' && !postgres ? `no PostgreSQL server at ${POSTGRES_URL}` : false);
    test(
      `npm run ${script}${database === 'postgres' ? ' -- --postgres' : ''} runs as committed`,
      { skip },
      async () => {
        const { code, output } = await runBenchmark(script, database === 'postgres' ? [...args, '--postgres'] : args);
        const tail = output.split('\n').slice(-40).join('\n');
        assert.equal(code, 0, `${script} exited ${code}:\n${tail}`);
        assert.match(output, prints, `${script} printed no figures:\n${tail}`);
      },
    );
  }
}
