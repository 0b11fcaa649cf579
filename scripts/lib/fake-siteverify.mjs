// A stand-in for Google's reCAPTCHA siteverify on loopback, for benchmarks: every token passes
// (success, score 0.9, action "submit"); no single-use check. It runs in a child process of its
// own so that its answers do not wait behind the load generator's event loop.
//
//   const fake = await startFakeSiteverify();   // fake.url, fake.calls(), fake.stop()
//
// Run directly (`node fake-siteverify.mjs`), it listens on a free loopback port, prints
// {"port":N} on its first line, and exits when its parent closes its standard input.

import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';
const HOST = '127.0.0.1';

const serve = () => {
  let calls = 0;
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/stats') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ calls }));
      return;
    }
    request.resume();
    request.on('end', () => {
      if (request.method !== 'POST' || request.url.split('?')[0] !== SITEVERIFY_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      calls += 1;
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          success: true,
          score: 0.9,
          action: 'submit',
          challenge_ts: new Date().toISOString(),
          hostname: 'localhost',
        }),
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, HOST, () => {
    process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
  });
  // The parent went away (or asked us to stop): close.
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
};

/** Starts the fake in a child process; resolves once it listens. */
export const startFakeSiteverify = () =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const newline = output.indexOf('\n');
      if (newline < 0) return;
      child.stdout.off('data', onData);
      const { port } = JSON.parse(output.slice(0, newline));
      const base = `http://${HOST}:${port}`;
      resolve({
        url: `${base}${SITEVERIFY_PATH}`,
        calls: async () => (await (await fetch(`${base}/stats`)).json()).calls,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.stdin.end();
            setTimeout(() => child.kill('SIGKILL'), 3000).unref();
          }),
        killNow: () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
      });
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake siteverify exited early (code ${code})`)));
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
