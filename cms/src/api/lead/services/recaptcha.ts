// reCAPTCHA v3, checked on the server: success, action "submit" and a score at or above
// RECAPTCHA_MIN_SCORE. Google is reached at RECAPTCHA_VERIFY_URL (tests run a fake on loopback).

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
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = (await response.json()) as SiteverifyAnswer;
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
