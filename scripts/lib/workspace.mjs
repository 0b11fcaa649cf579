// The repository's packages and how to get each ready: installed from its lock file, and the
// shared contract (config/) built, whenever something changed. Used by start, test and build.

import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomCmsSecrets } from './cms-secrets.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dir = (...parts) => path.join(ROOT, ...parts);

/** Installs in dependency order: the CMS and the site link to config/. */
export const PACKAGES = ['.', 'config', 'cms', 'site'];

export const log = (message) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

/**
 * Runs a command; resolves with its exit code. Its output goes to the terminal, or is kept (quiet:
 * shown only on failure), or is written to logFile.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, quiet?: boolean, logFile?: string }} [options]
 * @returns {Promise<number>}
 */
export const run = (command, args, { cwd = ROOT, env = {}, quiet = false, logFile } = {}) =>
  new Promise((resolve, reject) => {
    const logFd = logFile && openSync(logFile, 'w');
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: logFd ? ['ignore', logFd, logFd] : quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (logFd) closeSync(logFd);
    let output = '';
    if (quiet) {
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (quiet && code !== 0) process.stdout.write(output);
      resolve(code ?? 1);
    });
  });

export const runOrFail = async (command, args, options) => {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}) in ${options?.cwd ?? ROOT}`);
};

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Installs a package whose node_modules is missing or was installed from another lock file, with
 * `npm ci`: the committed lock files list every platform's optional packages, so npm ci accepts
 * them, and a lock file out of step with its package.json is a mistake to fix, not to paper over
 * with `npm install` (which rewrote the lock files of a fresh clone). The stamp records the lock
 * file as it is after the install, so the next start installs nothing.
 */
export const ensureInstalled = async (pkg) => {
  const cwd = dir(pkg);
  const lock = path.join(cwd, 'package-lock.json');
  const stamp = path.join(cwd, 'node_modules', '.vision-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hashOf(lock)) return;
  const name = pkg === '.' ? 'root' : `${pkg}/`;
  log(`installing ${name} dependencies (npm ci)`);
  await runOrFail('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd });
  writeFileSync(stamp, hashOf(lock));
};

const newestMtime = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(folder, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }, 0);

/** Builds config/ when its sources are newer than its output. */
export const ensureConfigBuilt = async () => {
  const output = dir('config', 'dist', 'cjs', 'index.js');
  if (existsSync(output) && statSync(output).mtimeMs >= newestMtime(dir('config', 'src'))) return;
  log('building the shared contract (config/)');
  await runOrFail('npm', ['run', 'build', '--silent'], { cwd: dir('config') });
};

/**
 * A hash of the files under `paths` (relative to the root; folders walked in name order).
 * @param {string[]} paths
 * @param {(relative: string) => boolean} [skip]
 */
const treeHash = (paths, skip = () => false) => {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = dir(relative);
    if (!existsSync(full) || skip(relative)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.join(relative, name));
    } else {
      hash.update(`${relative}\0`).update(readFileSync(full));
    }
  };
  paths.forEach(add);
  return hash.digest('hex');
};

const CMS_BUILD_STAMP = dir('cms', 'dist', '.vision-build.json');
const isTest = (relative) => relative.split(path.sep).includes('__tests__');
/**
 * What each half of the CMS build is made from: the admin panel's bundle (which carries the staff
 * guide, docs/staff-guide, with its screenshots), and the server code.
 */
const cmsBuildInputs = () => ({
  admin: treeHash(['cms/src/admin', 'cms/package-lock.json', 'config/src', 'docs/staff-guide'], isTest),
  server: treeHash(
    ['cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package-lock.json'],
    (relative) => isTest(relative) || relative.startsWith(path.join('cms', 'src', 'admin')),
  ),
});

/**
 * Builds the CMS when its code changed since the last build, so what runs is what is checked out:
 * `strapi build` (server code and admin panel, minutes) when the panel or the dependencies changed,
 * only the server's TypeScript compile (seconds) when nothing but server code or configuration
 * did. The stamp in cms/dist records the inputs of the build that is there.
 */
export const ensureCmsBuilt = async () => {
  const wanted = cmsBuildInputs();
  const built = existsSync(CMS_BUILD_STAMP) ? JSON.parse(readFileSync(CMS_BUILD_STAMP, 'utf8')) : {};
  const cwd = dir('cms');
  if (!existsSync(dir('cms', 'dist', 'build', 'index.html')) || built.admin !== wanted.admin) {
    log('building the CMS and its admin panel (strapi build; the first time takes a few minutes)');
    await runOrFail('npm', ['run', 'build', '--silent'], { cwd });
  } else if (built.server !== wanted.server) {
    log('compiling the changed CMS server code (tsc)');
    // From scratch, keeping the admin build: a removed source file must not live on in dist/, and
    // the incremental build info would otherwise say the removed output is up to date.
    for (const stale of ['src', 'config', 'tsconfig.tsbuildinfo'])
      rmSync(dir('cms', 'dist', stale), { recursive: true, force: true });
    await runOrFail('npx', ['tsc', '-p', 'tsconfig.json'], { cwd });
  } else {
    return;
  }
  writeFileSync(CMS_BUILD_STAMP, JSON.stringify(wanted));
};

/**
 * The server code alone, for the one-off commands (`npm run backup`, `npm run restore`), which need
 * no admin panel: compiled (tsc, seconds) when it changed since the last build.
 */
export const ensureCmsServerCompiled = async () => {
  const wanted = cmsBuildInputs();
  const built = existsSync(CMS_BUILD_STAMP) ? JSON.parse(readFileSync(CMS_BUILD_STAMP, 'utf8')) : {};
  if (built.server === wanted.server && existsSync(dir('cms', 'dist', 'src', 'index.js'))) return;
  log('compiling the changed CMS server code (tsc)');
  for (const stale of ['src', 'config', 'tsconfig.tsbuildinfo'])
    rmSync(dir('cms', 'dist', stale), { recursive: true, force: true });
  await runOrFail('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: dir('cms') });
  writeFileSync(CMS_BUILD_STAMP, JSON.stringify({ ...built, server: wanted.server }));
};

/** After a full `strapi build` run elsewhere (npm test's build step): the next start builds nothing. */
export const recordCmsBuild = () => writeFileSync(CMS_BUILD_STAMP, JSON.stringify(cmsBuildInputs()));

export const ensureReady = async () => {
  for (const pkg of PACKAGES) await ensureInstalled(pkg);
  await ensureConfigBuilt();
};

export { randomCmsSecrets };

/**
 * A local cms/.env with fresh random secrets on the first start, so a new machine needs no setup.
 * Never used in production, where the operator sets the variables (see .env.example).
 */
export const ensureCmsEnv = () => {
  const file = dir('cms', '.env');
  if (existsSync(file)) {
    addMissingSecrets(file);
    return;
  }
  const lines = [
    '# Generated by `npm start` for this machine only. Not committed. See ../.env.example.',
    ...Object.entries(randomCmsSecrets()).map(([name, value]) => `${name}=${value}`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  log('created cms/.env with random secrets for this machine');
};

/** A cms/.env that `npm start` wrote before a release added a secret gets that one too. */
const addMissingSecrets = (file) => {
  const text = readFileSync(file, 'utf8');
  if (!text.startsWith('# Generated by `npm start`')) return;
  const missing = Object.entries(randomCmsSecrets()).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(text));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}`);
  writeFileSync(file, `${text.replace(/\n?$/, '\n')}${lines.join('\n')}\n`, { mode: 0o600 });
  log(`added ${missing.map(([name]) => name).join(', ')} to cms/.env`);
};
