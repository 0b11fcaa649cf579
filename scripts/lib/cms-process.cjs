// The CMS as a child process on a free loopback port (`strapi start`, or another entry such as
// cms/server.js), its output in a log file that a failure quotes, ready once a GET answers 2xx.
// CommonJS so that the scripts (scripts/lib/cms.mjs: benchmarks, fault drills, the end-to-end run)
// and the CMS's jest tests (cms/tests/cms-process.ts) share this one launcher.

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');

/**
 * A port nothing listens on right now, on loopback.
 * @returns {Promise<number>}
 */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * The last lines of a log file.
 * @param {string} file
 * @param {number} [lines]
 */
const tail = (file, lines = 40) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/**
 * @typedef {object} CmsProcessOptions
 * @property {Record<string, string> | ((url: string) => Record<string, string>)} env the CMS's
 *   variables beyond this process's (secrets, database…); a function gets the URL it will serve at
 * @property {string} logFile where its output goes
 * @property {string} [nodeEnv] NODE_ENV, 'production' when left out
 * @property {string} [cmsDir] another compiled copy of the CMS, or another Strapi app
 * @property {string} [entry] the script to run instead of `strapi start` (cms/server.js)
 * @property {string[]} [nodeArgs] node's own flags (--cpu-prof)
 * @property {string} [readyPath] the GET that answers 2xx once it serves
 * @property {string} [readyLine] also wait until its log holds this text
 * @property {number} [timeoutMs] how long it may take to answer
 * @property {boolean} [ownGroup] its own process group: a Ctrl-C in the terminal reaches only the
 *   caller, which stops it in order; stop() then signals the whole group (the workers too)
 * @property {(started: { pid: number, stop: () => Promise<void>, kill: () => void }) => void} [onSpawn]
 *   called at once, before the wait, so that a caller interrupted meanwhile can still stop it
 */

/**
 * @typedef {object} CmsProcess
 * @property {string} url
 * @property {number} pid
 * @property {string} logFile
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL when it lingers 15 s; resolves once it exited
 * @property {(lines?: number) => string} logTail
 */

/**
 * Starts the CMS and resolves once `readyPath` answers 2xx; stops it and rejects, quoting its log,
 * when it exits first or does not answer in time.
 * @param {CmsProcessOptions} options
 * @returns {Promise<CmsProcess>}
 */
const startCmsProcess = async ({
  env,
  logFile,
  nodeEnv = 'production',
  cmsDir = CMS_DIR,
  entry,
  nodeArgs = [],
  readyPath = '/api/settings/get',
  readyLine,
  timeoutMs = 180_000,
  ownGroup = false,
  onSpawn,
}) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const command = entry
    ? [path.resolve(cmsDir, entry)]
    : [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'];
  const child = spawn(process.execPath, [...nodeArgs, ...command], {
    cwd: cmsDir,
    detached: ownGroup,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn', // per-request http logging would cost throughput
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      SEED_ASSETS_DIR: path.resolve(CMS_DIR, '..', 'site', 'public', 'static'),
      ...(typeof env === 'function' ? env(url) : env),
    },
  });
  fs.closeSync(log);
  const pid = /** @type {number} */ (child.pid);
  /** @type {{ code: number | null, signal: string | null } | null} */
  let exited = null;
  /** @type {Promise<void>} */
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  /** @param {NodeJS.Signals} signal */
  const signal = (signal) => {
    try {
      if (ownGroup) process.kill(-pid, signal);
      else child.kill(signal);
    } catch {
      // gone already
    }
  };
  const stop = async () => {
    if (exited) return;
    signal('SIGTERM');
    const killer = setTimeout(() => signal('SIGKILL'), 15_000);
    await exitedPromise;
    clearTimeout(killer);
  };
  onSpawn?.({ pid, stop, kill: () => exited || signal('SIGKILL') });

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`the CMS exited while starting (${JSON.stringify(exited)}):\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok && (!readyLine || fs.readFileSync(logFile, 'utf8').includes(readyLine))) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the CMS did not answer within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid, logFile, stop, logTail: (lines) => tail(logFile, lines) };
};

module.exports = { freePort, startCmsProcess };
