// A real clamd on loopback for the tests, the benchmark and the end-to-end run: Debian's
// clamav-daemon (/usr/sbin/clamd) started on a free port with a configuration and a signature
// database of its own in a temporary folder, never the network. The database is the one this
// repository ships (clamav-test.ndb beside this file): the EICAR test string and one signature of
// the project's own (the text VISION-TEST-MALWARE-MARKER), each found anywhere in a file, so a PDF
// carrying either is infected. It can be stopped and started again on the same port, as a scanner
// going down and coming back. CommonJS, so jest loads it, typed by its JSDoc.

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('./cms-process.cjs');
const { pdfBytes } = require('./pdf-bytes.cjs');

/** Where Debian's clamav-daemon puts clamd; CLAMD_PATH names another. */
const CLAMD_PATH = process.env.CLAMD_PATH || '/usr/sbin/clamd';
const SIGNATURES = path.join(__dirname, 'clamav-test.ndb');

/** The EICAR anti-virus test string: harmless, and found by every scanner's test signature. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
/** The project's own test signature's text. */
const TEST_MARKER = 'VISION-TEST-MALWARE-MARKER';

/** Whether clamd is installed here. */
const hasClamd = () => fs.existsSync(CLAMD_PATH);

/**
 * Answers clamd's PONG, or rejects (refused, no answer within `timeoutMs`).
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
const ping = (port, timeoutMs = 1000) =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    const timer = setTimeout(() => socket.destroy(new Error('no PONG in time')), timeoutMs);
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (answer.startsWith('PONG')) resolve();
      else reject(new Error(`clamd answered ${JSON.stringify(answer)}`));
    });
  });

/**
 * @typedef {object} Clamd
 * @property {string} host
 * @property {number} port
 * @property {Record<string, string>} env the CMS's variables that name it
 * @property {() => Promise<void>} start starts it again on the same port (after stop)
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL when it lingers; resolves once it exited
 * @property {() => string} log its log so far
 * @property {() => Promise<void>} remove stops it and removes its folder
 */

/**
 * Starts clamd with the shipped signatures and resolves once it answers PING.
 * @param {{ streamMaxLength?: string, timeoutMs?: number }} [options] streamMaxLength: clamd's
 *   StreamMaxLength (25M unless given), to test a file over its limit
 * @returns {Promise<Clamd>}
 */
const startClamd = async ({ streamMaxLength = '25M', timeoutMs = 60_000 } = {}) => {
  if (!hasClamd()) throw new Error(`clamd is not installed at ${CLAMD_PATH} (Debian: apt-get install clamav-daemon)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-clamd-'));
  const database = path.join(dir, 'database');
  fs.mkdirSync(database);
  fs.copyFileSync(SIGNATURES, path.join(database, 'vision-test.ndb'));
  const port = await freePort();
  const logFile = path.join(dir, 'clamd.log');
  const config = [
    'Foreground yes',
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `DatabaseDirectory ${database}`,
    `LogFile ${logFile}`,
    `PidFile ${path.join(dir, 'clamd.pid')}`,
    `TemporaryDirectory ${dir}`,
    // Run as whoever runs the tests (clamd as root otherwise switches to its own clamav user).
    `User ${os.userInfo().username}`,
    `StreamMaxLength ${streamMaxLength}`,
    // What makes a file unscannable rather than clean: a password, or a size over the limits.
    'AlertEncrypted yes',
    'AlertEncryptedDoc yes',
    'AlertExceedsMax yes',
    'SelfCheck 0',
  ];
  const configFile = path.join(dir, 'clamd.conf');
  fs.writeFileSync(configFile, `${config.join('\n')}\n`);

  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();

  const start = async () => {
    const started = spawn(CLAMD_PATH, ['-c', configFile], { stdio: 'ignore' });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    let gone = false;
    started.once('exit', () => (gone = true));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (gone) throw new Error(`clamd exited while starting:\n${log()}`);
      try {
        await ping(port);
        return;
      } catch {
        if (Date.now() > deadline) {
          await stop();
          throw new Error(`clamd did not answer within ${timeoutMs / 1000} s:\n${log()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill('SIGTERM');
    const killer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };

  const log = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '(no log)';
    }
  };

  await start();
  return {
    host: '127.0.0.1',
    port,
    env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(port) },
    start,
    async stop() {
      await stop();
    },
    log,
    async remove() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A real PDF (scripts/lib/pdf-bytes.cjs) of `size` bytes whose content stream carries `text`: the
 * EICAR string or TEST_MARKER make it a file the test signatures find.
 * @param {string} text
 * @param {number} [size]
 * @returns {Buffer}
 */
const pdfCarrying = (text, size = 4096) => {
  const pdf = pdfBytes(size);
  const at = pdf.indexOf('stream\n') + 'stream\n'.length + 16;
  pdf.write(text, at, 'latin1');
  return pdf;
};

/**
 * A PDF whose trailer says it is encrypted (a password-protected document): clamd cannot look
 * inside it, and says so (Heuristics.Encrypted.PDF, with AlertEncryptedDoc).
 * @param {number} [size]
 * @returns {Buffer}
 */
const pdfWithPassword = (size = 4096) => {
  const text = pdfBytes(size)
    .toString('latin1')
    .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 5 0 R')
    .replace(
      'xref',
      `5 0 obj\n<< /Filter /Standard /V 1 /R 2 /O (${'a'.repeat(32)}) /U (${'a'.repeat(32)}) /P -4 >>\nendobj\nxref`,
    );
  return Buffer.from(text, 'latin1');
};

module.exports = { CLAMD_PATH, EICAR, TEST_MARKER, hasClamd, pdfCarrying, pdfWithPassword, startClamd };
