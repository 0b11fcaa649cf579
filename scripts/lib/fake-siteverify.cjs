// A stand-in for Google's reCAPTCHA siteverify on loopback (there is no internet in tests), for the
// CMS's jest tests (cms/tests/fake-siteverify.ts), the end-to-end run, the benchmarks and the
// siteverify fault drill. CommonJS so that the ES-module scripts and the jest tests share this one
// copy.
//
// Two ways to answer:
// - with a `secret`, as Google does for that key: a wrong secret or a missing token fails, every
//   token is single-use, and the token says what the answer will be: `ok-…` passes with score 0.9,
//   `low-…` passes with score 0.1, `action-<name>-…` passes for another action, anything else fails
//   (freshToken makes one);
// - without, every token passes (score 0.9, action "submit"), as often as it is sent.
// And a mode, changed at any time (setMode): normal answers; slow takes requests and never answers;
// down closes the port (connection refused); reset accepts connections and drops them at once.
//
// startFakeSiteverifyProcess() runs it (without a secret) in a child process of its own, so that its
// answers do not wait behind a load generator's event loop.

const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const http = require('node:http');

const SITEVERIFY_PATH = '/recaptcha/api/siteverify';
/** GET here answers `{ calls }`, for a caller in another process. */
const STATS_PATH = '/stats';
const HOST = '127.0.0.1';

/** @typedef {'normal' | 'slow' | 'down' | 'reset'} SiteverifyMode */
/** @typedef {'ok' | 'low' | 'fail' | `action-${string}`} TokenKind */
/**
 * @typedef {{ method: string, path: string, contentType: string, secret?: string, response?: string,
 *   remoteip?: string }} SiteverifyRequest
 */

/**
 * A token the fake has never seen, answered as its kind says.
 * @param {TokenKind} [kind]
 */
const freshToken = (kind = 'ok') => `${kind}-${randomBytes(9).toString('hex')}`;

const passed = (score = 0.9, action = 'submit') => ({
  success: true,
  score,
  action,
  challenge_ts: new Date().toISOString(),
  hostname: 'localhost',
});

/** @param {string} token */
const answerFor = (token) => {
  if (token.startsWith('ok-')) return passed();
  if (token.startsWith('low-')) return passed(0.1);
  const action = /^action-([^-]+)-/.exec(token);
  if (action) return passed(0.9, action[1]);
  return { success: false, 'error-codes': ['invalid-input-response'] };
};

/**
 * Starts the fake in this process; resolves once it listens on a free loopback port.
 * `keepRequests: false` keeps only the count (a benchmark sends hundreds of thousands).
 * @param {{ secret?: string, keepRequests?: boolean }} [options]
 */
const startFakeSiteverify = async ({ secret, keepRequests = true } = {}) => {
  /** Every request received, in order. @type {SiteverifyRequest[]} */
  const requests = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const used = new Set();
  /** @type {SiteverifyMode} */
  let mode = 'normal';
  let calls = 0;
  let port = 0;

  /** @param {SiteverifyRequest} request */
  const verify = ({ secret: sent, response: token }) => {
    if (secret === undefined) return passed();
    if (sent !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
    if (used.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    used.add(token);
    return answerFor(token);
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === STATS_PATH) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ calls }));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      /** @type {SiteverifyRequest} */
      const received = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0],
        contentType: String(request.headers['content-type'] ?? ''),
        secret: form.get('secret') ?? undefined,
        response: form.get('response') ?? undefined,
        remoteip: form.get('remoteip') ?? undefined,
      };
      if (keepRequests) requests.push(received);
      if (mode === 'slow') return; // holds the request until the mode changes or the fake stops
      if (received.method !== 'POST' || received.path !== SITEVERIFY_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      calls += 1;
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(verify(received)));
    });
  });
  // The CMS keeps its connections to siteverify open between calls.
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    if (mode === 'reset') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  /** @param {number} on */
  const listen = (on) =>
    /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(on, HOST, () => {
          server.off('error', reject);
          resolve();
        });
      })
    );
  const close = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        server.close(() => resolve());
        dropConnections();
      })
    );

  await listen(0);
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://${HOST}:${port}${SITEVERIFY_PATH}`,
    requests,
    get mode() {
      return mode;
    },
    /** Answers given on the siteverify path. */
    calls: () => calls,
    /**
     * Switches behaviour; 'down' really closes the port, so the CMS sees a refused connection.
     * @param {SiteverifyMode} next
     */
    setMode: async (next) => {
      const wasDown = mode === 'down';
      mode = next;
      if (next !== 'slow') dropConnections();
      if (next === 'down' && !wasDown) await close();
      if (next !== 'down' && wasDown) await listen(port);
    },
    stop: async () => {
      mode = 'normal';
      dropConnections();
      if (server.listening) await close();
    },
  };
};

/** @typedef {Awaited<ReturnType<typeof startFakeSiteverify>>} FakeSiteverify */

/**
 * Starts the fake (every token passes) in a child process; resolves once it listens. `calls()`
 * asks it how many answers it gave; `stop()` ends it, `killNow()` at once.
 */
const startFakeSiteverifyProcess = () =>
  /**
   * @type {Promise<{ url: string, pid: number | undefined, calls: () => Promise<number>,
   *   stop: () => Promise<void>, killNow: () => void }>}
   */ (
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [__filename], { stdio: ['pipe', 'pipe', 'inherit'] });
      let output = '';
      /** @param {Buffer} chunk */
      const onData = (chunk) => {
        output += chunk;
        const newline = output.indexOf('\n');
        if (newline < 0) return;
        child.stdout.off('data', onData);
        const { port } = JSON.parse(output.slice(0, newline));
        const base = `http://${HOST}:${port}`;
        resolve({
          url: `${base}${SITEVERIFY_PATH}`,
          calls: async () => (await (await fetch(`${base}${STATS_PATH}`)).json()).calls,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.stdin.end();
              setTimeout(() => child.kill('SIGKILL'), 3000).unref();
            }),
          killNow: () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          },
        });
      };
      child.stdout.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the fake siteverify exited early (code ${code})`)));
    })
  );

// Run directly (by startFakeSiteverifyProcess): listens on a free loopback port, prints {"port":N}
// on its first line, and exits when its parent closes its standard input.
if (require.main === module) {
  startFakeSiteverify({ keepRequests: false }).then((fake) => {
    process.stdout.write(`${JSON.stringify({ port: Number(new URL(fake.url).port) })}\n`);
    process.stdin.on('end', () => process.exit(0));
    process.stdin.resume();
  });
}

module.exports = { SITEVERIFY_PATH, freshToken, startFakeSiteverify, startFakeSiteverifyProcess };
