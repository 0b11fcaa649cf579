// `npm start`: the whole product on this machine with the embedded SQLite database: installs what
// is missing, builds what must be built, starts the CMS (1337) and the site (5173, /api proxied to
// the CMS), prints both addresses. Ctrl-C stops both.

import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dir, ensureCmsEnv, ensureReady, log, runOrFail } from './lib/workspace.mjs';

const CMS_PORT = Number(process.env.PORT ?? 1337);
const SITE_PORT = 5173;
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;

const adminBuildIsStale = () => {
  const built = dir('cms', 'dist', 'build', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return [dir('cms', 'src', 'admin', 'app.tsx'), dir('cms', 'package-lock.json')].some(
    (file) => existsSync(file) && statSync(file).mtimeMs > builtAt,
  );
};

const children = [];
const startChild = (name, command, args, options) => {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const waitForCms = async (timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${CMS_URL}/api/settings/get`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the CMS did not answer on ${CMS_URL} within ${timeoutMs / 1000} s`);
};

try {
  await ensureReady();
  ensureCmsEnv();
  if (adminBuildIsStale()) {
    log('building the CMS and its admin panel (strapi build; the first time takes a few minutes)');
    await runOrFail('npm', ['run', 'build', '--silent'], { cwd: dir('cms') });
  }
  log('starting the CMS on SQLite');
  startChild('The CMS', 'npm', ['run', 'start', '--silent'], {
    cwd: dir('cms'),
    env: { ...process.env, PORT: String(CMS_PORT) },
  });
  await waitForCms();
  log('starting the site');
  startChild('The site', 'npm', ['run', 'dev', '--silent', '--', '--port', String(SITE_PORT), '--strictPort'], {
    cwd: dir('site'),
    env: { ...process.env, CMS_URL },
  });
  setTimeout(() => {
    console.log(`
  ┌──────────────────────────────────────────────────────────────┐
    Site:        http://localhost:${SITE_PORT}/
    CMS admin:   http://localhost:${CMS_PORT}/admin
                 (the first visit asks you to create the first administrator)
    Settings API http://localhost:${CMS_PORT}/api/settings/get
    Ctrl-C stops both.
  └──────────────────────────────────────────────────────────────┘
`);
  }, 2500);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  stop(1);
}
