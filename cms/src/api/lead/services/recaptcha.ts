// reCAPTCHA v3, checked on the server: success, action "submit" and a score at or above
// RECAPTCHA_MIN_SCORE. Google is reached at RECAPTCHA_VERIFY_URL (tests run a fake on loopback)
// through keep-alive sockets: every lead calls siteverify, and a new TLS connection per lead would
// cost more than the rest of the request.

import http from 'node:http';
import https from 'node:https';
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';

const GOOGLE_SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
export const BOT_CHECK_ACTION = 'submit';

export type BotCheck =
  | { outcome: 'off' }
  | { outcome: 'passed'; score: number }
  | { outcome: 'low-score'; score: number };

type SiteverifyAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] };

const settings = () => ({
  secret: process.env.RECAPTCHA_SECRET ?? '',
  url: process.env.RECAPTCHA_VERIFY_URL || GOOGLE_SITEVERIFY,
  minScore: Number(process.env.RECAPTCHA_MIN_SCORE ?? 0.5),
  timeoutMs: Number(process.env.RECAPTCHA_TIMEOUT_MS ?? 3000),
});

// Sockets idle longer than Google keeps them are closed by us first, so a reused socket is rarely
// one the other side has just dropped (and that case is retried once below).
const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };

type Reply = { status: number; body: string };

const postOnce = (url: URL, body: string, signal: AbortSignal) =>
  new Promise<Reply>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as keyof typeof agents],
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('siteverify closed the connection mid-answer'));
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { staleSocket: request.reusedSocket && error.code === 'ECONNRESET' })),
    );
    request.end(body);
  });

/** POSTs the form; a keep-alive socket the server closed while idle gets one retry on a new one. */
const post = async (url: URL, body: string, timeoutMs: number): Promise<Reply> => {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await postOnce(url, body, signal);
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket || signal.aborted) throw error;
    return postOnce(url, body, signal);
  }
};

const refused = (reason: string) => new ApiError(403, 'BOT_CHECK_FAILED', `The bot check did not pass (${reason}).`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Called at start: without a secret the check is off, which production never allows. */
  assertConfigured() {
    if (settings().secret) return;
    if (process.env.NODE_ENV === 'production') {
      throw new Error(
        'RECAPTCHA_SECRET is not set: the CMS refuses to accept leads without a bot check in production.',
      );
    }
    strapi.log.warn(
      '⚠ RECAPTCHA_SECRET is not set: the bot check on lead submissions is OFF (allowed outside production only).',
    );
  },

  async verify(token: string | undefined, remoteIp?: string): Promise<BotCheck> {
    const { secret, url, minScore, timeoutMs } = settings();
    if (!secret) return { outcome: 'off' };
    if (!token) throw refused('no token');

    let answer: SiteverifyAnswer;
    try {
      const form = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      const reply = await post(new URL(url), form.toString(), timeoutMs);
      if (reply.status < 200 || reply.status > 299) throw new Error(`siteverify answered ${reply.status}`);
      answer = JSON.parse(reply.body) as SiteverifyAnswer;
    } catch (error) {
      strapi.log.error(`[recaptcha] siteverify unavailable: ${(error as Error).message}`);
      throw new ApiError(503, 'BOT_CHECK_UNAVAILABLE', 'The bot check is unavailable; try again shortly.', undefined, {
        'Retry-After': '10',
      });
    }

    if (!answer.success) throw refused((answer['error-codes'] ?? ['unsuccessful']).join(', '));
    if (answer.action !== BOT_CHECK_ACTION) throw refused(`action "${answer.action}"`);
    const score = Number(answer.score ?? 0);
    return score >= minScore ? { outcome: 'passed', score } : { outcome: 'low-score', score };
  },
});
