// `npm start`: the whole product on this machine with the embedded SQLite database: installs what
// is missing, builds what must be built, starts the CMS (1337), the site (5173, /api proxied to
// the CMS) and a local mail catcher (maildev: SMTP 1025, web 1080) that receives every e-mail the
// CMS sends, unless cms/.env names an SMTP server of its own; prints the addresses. Ctrl-C stops all.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dir, ensureCmsEnv, ensureReady, log, runOrFail } from './lib/workspace.mjs';

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
  log('starting the CMS on SQLite');
  startChild('The CMS', 'npm', ['run', 'start', '--silent'], {
    cwd: dir('cms'),
    env: { ...process.env, ...mailEnv, PORT: String(CMS_PORT) },
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
