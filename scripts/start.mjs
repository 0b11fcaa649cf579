// `npm start`: the whole product on this machine with the embedded SQLite database: installs what
// is missing, builds what must be built, starts the CMS (1337), the site (5173, /api proxied to
// the CMS) and a local mail catcher (maildev: SMTP 1025, web 1080) that receives every e-mail the
// CMS sends, unless cms/.env names an SMTP server of its own; prints the addresses. Ctrl-C stops all.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dir, ensureCmsBuilt, ensureCmsEnv, ensureReady, log } from './lib/workspace.mjs';

// `npm run dev`: the CMS under `strapi develop`, which recompiles the server code and reloads when
// cms/src or cms/config changes, and serves the admin panel with hot reload (for working on the CMS).
const DEV = process.argv.includes('--dev');
const CMS_PORT = Number(process.env.PORT ?? 1337);
const SITE_PORT = 5173;
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const MAIL_SMTP_PORT = 1025;
const MAIL_WEB_PORT = 1080;

/** cms/.env (or this shell) names an SMTP server: then the CMS mails through it, not the catcher. */
const hasOwnSmtp = () => {
  if (process.env.SMTP_HOST) return true;
  const file = dir('cms', '.env');
  return existsSync(file) && /^\s*SMTP_HOST\s*=\s*\S/m.test(readFileSync(file, 'utf8'));
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
  if (!DEV) await ensureCmsBuilt();
  const mailCatcher = !hasOwnSmtp();
  const mailEnv = {};
  if (mailCatcher) {
    log(`starting the mail catcher (maildev: SMTP ${MAIL_SMTP_PORT}, web ${MAIL_WEB_PORT})`);
    startChild(
      'The mail catcher',
      process.execPath,
      [
        dir('node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
        '--ip',
        '127.0.0.1',
        '--smtp',
        String(MAIL_SMTP_PORT),
        '--web-ip',
        '127.0.0.1',
        '--web',
        String(MAIL_WEB_PORT),
        '--silent',
      ],
      { cwd: dir() },
    );
    Object.assign(mailEnv, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(MAIL_SMTP_PORT),
      SMTP_SECURE: 'false',
      EMAIL_FROM: 'החזון הלאומי <no-reply@vision.localhost>',
    });
  }
  log(DEV ? 'starting the CMS on SQLite in watch mode (strapi develop)' : 'starting the CMS on SQLite');
  const cmsStartedAt = Date.now();
  startChild('The CMS', 'npm', ['run', DEV ? 'develop' : 'start', '--silent'], {
    cwd: dir('cms'),
    env: { ...process.env, ...mailEnv, PORT: String(CMS_PORT) },
  });
  await waitForCms();
  log(`the CMS answers on ${CMS_URL} (${((Date.now() - cmsStartedAt) / 1000).toFixed(1)} s after its start)`);
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
    Settings API http://localhost:${CMS_PORT}/api/settings/get${
      mailCatcher
        ? `
    E-mails:     http://localhost:${MAIL_WEB_PORT}/
                 (every mail the CMS sends lands here, nothing leaves this machine)`
        : ''
    }
    Ctrl-C stops everything.
  └──────────────────────────────────────────────────────────────┘
`);
  }, 2500);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  stop(1);
}
