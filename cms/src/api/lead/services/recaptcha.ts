// reCAPTCHA v3, checked on the server (config/recaptcha.ts): success, the action config/ names
// (BOT_CHECK_ACTION) and a score at or above minScore. Google is reached at verifyUrl (tests run
// a fake on loopback).

import type { Core } from '@strapi/strapi';
import { BOT_CHECK_ACTION } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import { postForm } from '../../../lib/http/form-post';
import { appConfig } from '../../../lib/config/app-config';

export type BotCheck =
  | { outcome: 'off' }
  | { outcome: 'passed'; score: number }
  | { outcome: 'low-score'; score: number };

type SiteverifyAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] };

const refused = (reason: string) => new ApiError(403, 'BOT_CHECK_FAILED', `The bot check did not pass (${reason}).`);

const unavailable = () =>
  new ApiError(503, 'BOT_CHECK_UNAVAILABLE', 'The bot check is unavailable; try again shortly.', undefined, {
    'Retry-After': '10',
  });

const recaptcha = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = appConfig(strapi, 'recaptcha');

  const siteverify = async (token: string, remoteIp?: string): Promise<SiteverifyAnswer> => {
    try {
      const form = new URLSearchParams({
        secret: config.secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      const reply = await postForm(new URL(config.verifyUrl), form, config.timeoutMs);
      if (reply.status < 200 || reply.status > 299) throw new Error(`siteverify answered ${reply.status}`);
      return JSON.parse(reply.body) as SiteverifyAnswer;
    } catch (error) {
      strapi.log.error(`[recaptcha] siteverify unavailable: ${(error as Error).message}`);
      throw unavailable();
    }
  };

  return {
    async verify(token: string | undefined, remoteIp?: string): Promise<BotCheck> {
      // Allowed at all only as the start's checks decided (src/bootstrap/deployment-checks.ts).
      if (config.disabled || !config.secret) return { outcome: 'off' };
      if (!token) throw refused('no token');
      const answer = await siteverify(token, remoteIp);
      if (!answer.success) throw refused((answer['error-codes'] ?? ['unsuccessful']).join(', '));
      if (answer.action !== BOT_CHECK_ACTION) throw refused(`action "${answer.action}"`);
      const score = Number(answer.score ?? 0);
      return score >= config.minScore ? { outcome: 'passed', score } : { outcome: 'low-score', score };
    },
  };
};

export default recaptcha;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    recaptcha: ReturnType<typeof recaptcha>;
  }
}
