// The built site, served by `vite preview` (which proxies /api and /uploads to the CMS at CMS_URL,
// as nginx does in production). The build runs only when the sources are newer than dist/.

import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dir, runOrFail } from '../../lib/workspace.mjs';
import { onCleanup } from '../../lib/cleanup.mjs';
import { step } from '../../lib/print.mjs';

export const SITE_DIR = dir('site');
const VITE_BIN = path.join(SITE_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
const BUILT = path.join(SITE_DIR, 'dist', 'index.html');

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
};

/** What the build reads: when any is newer than dist/index.html, the build is stale. */
const SOURCES = ['src', 'public', 'index.html', 'preview', 'vite.config.ts', 'package.json', '../config/dist'];

export const ensureSiteBuilt = async () => {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(SITE_DIR, source))));
  if (builtAt >= changedAt) return;
  step('building the site (npm run build)');
  await runOrFail('npm', ['run', 'build', '--silent'], { cwd: SITE_DIR, quiet: true });
};

/** `vite preview` of dist/ on the port; resolves once it serves the page. */
export const startPreview = async ({ port, cmsUrl, logFile }) => {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [VITE_BIN, 'preview', '--port', String(port), '--strictPort'], {
    cwd: SITE_DIR,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, CMS_URL: cmsUrl, SITE_HOST: '127.0.0.1' },
  });
  closeSync(log);
  const { pid } = child;
  if (pid === undefined) throw new Error('vite preview did not start');
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (!exited) process.kill(-pid, 'SIGKILL');
  };
  onCleanup('stop vite preview', stop, () => {
    if (!exited) process.kill(-pid, 'SIGKILL');
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (true) {
    if (exited) throw new Error(`vite preview exited while starting:\n${readFileSync(logFile, 'utf8')}`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`vite preview did not answer within 30 s:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
