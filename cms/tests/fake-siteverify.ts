// A stand-in for Google's reCAPTCHA siteverify endpoint on loopback (there is no internet in tests).
// Tokens say what the answer will be: `ok-…` passes with score 0.9, `low-…` passes with score 0.1,
// `action-<name>-…` passes for another action, `fail-…` fails. Every token is single-use, as Google's.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const TEST_RECAPTCHA_SECRET = 'test-secret';
export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

/**
 * normal: answers; slow: takes requests and never answers; down: nothing listens on the port
 * (connection refused); reset: accepts connections and drops them at once.
 */
export type SiteverifyMode = 'normal' | 'slow' | 'down' | 'reset';

export type SiteverifyRequest = {
  method: string;
  path: string;
  contentType: string;
  secret?: string;
  response?: string;
  remoteip?: string;
};

export type TokenKind = 'ok' | 'low' | 'fail' | `action-${string}`;

/** A token the fake has never seen, answered as its kind says. */
export const freshToken = (kind: TokenKind = 'ok') => `${kind}-${randomBytes(9).toString('hex')}`;

const answerFor = (token: string) => {
  const challenge = { challenge_ts: new Date().toISOString(), hostname: 'localhost' };
  if (token.startsWith('ok-')) return { success: true, score: 0.9, action: 'submit', ...challenge };
  if (token.startsWith('low-')) return { success: true, score: 0.1, action: 'submit', ...challenge };
  const action = /^action-([^-]+)-/.exec(token);
  if (action) return { success: true, score: 0.9, action: action[1], ...challenge };
  return { success: false, 'error-codes': ['invalid-input-response'] };
};

export class FakeSiteverify {
  /** Every request received, in order. */
  readonly requests: SiteverifyRequest[] = [];
  private readonly server: http.Server;
  private readonly sockets = new Set<Socket>();
  private readonly used = new Set<string>();
  private currentMode: SiteverifyMode = 'normal';
  private port = 0;

  constructor(private readonly secret = TEST_RECAPTCHA_SECRET) {
    this.server = http.createServer((request, response) => this.handle(request, response));
    this.server.on('connection', (socket) => {
      if (this.currentMode === 'reset') {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get url() {
    return `http://127.0.0.1:${this.port}${SITEVERIFY_PATH}`;
  }

  get mode() {
    return this.currentMode;
  }

  async start() {
    await this.listen(0);
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Switches behaviour; 'down' really closes the port, so the CMS sees a refused connection. */
  async setMode(mode: SiteverifyMode) {
    const wasDown = this.currentMode === 'down';
    this.currentMode = mode;
    if (mode !== 'slow') this.dropConnections();
    if (mode === 'down' && !wasDown) await this.close();
    if (mode !== 'down' && wasDown) await this.listen(this.port);
  }

  async stop() {
    this.currentMode = 'normal';
    this.dropConnections();
    if (this.server.listening) await this.close();
  }

  private listen(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  private close() {
    return new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.dropConnections();
    });
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const received: SiteverifyRequest = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0],
        contentType: String(request.headers['content-type'] ?? ''),
        secret: form.get('secret') ?? undefined,
        response: form.get('response') ?? undefined,
        remoteip: form.get('remoteip') ?? undefined,
      };
      this.requests.push(received);
      if (this.currentMode === 'slow') return; // holds the request until the mode changes or the fake stops
      if (received.method !== 'POST' || received.path !== SITEVERIFY_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(this.verify(received)));
    });
  }

  private verify({ secret, response: token }: SiteverifyRequest) {
    if (secret !== this.secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
    if (this.used.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    this.used.add(token);
    return answerFor(token);
  }
}

export const startFakeSiteverify = (secret = TEST_RECAPTCHA_SECRET) => new FakeSiteverify(secret).start();
