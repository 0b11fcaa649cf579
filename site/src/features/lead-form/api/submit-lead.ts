// A whole submission: a fresh bot-check token per attempt, the analytics event
// once, then the create call, retried up to 2 more times while the answer is not a success or no
// answer came, always under one Idempotency-Key, so a retry of a request that did reach the CMS
// returns the same lead instead of storing a second one.

import type { LeadValues, LocaleCode } from '@vision/config';
import { createLead, NetworkError, type CreateLeadOptions, type CreateLeadResult } from './create-lead';
import { failure, type LeadAnswer, type LeadFailureCode } from './lead-answer';
import { toLeadFormData } from './lead-form-data';

/** Attempts after the first. */
export const LEAD_RETRIES = 2;

/**
 * Answers that a repeat cannot change, so they are not retried: the same fields are invalid again
 * (400 VALIDATION_FAILED, UNKNOWN_FIELD), the same file is too large or of the wrong type (413,
 * 415), submissions stay closed (403 SUBMISSIONS_CLOSED), and a rate limit only grows longer with
 * every try (429). Retrying them would re-upload up to 5 MB and keep the visitor waiting for the
 * same refusal. A failed bot check, a dependency down (503) or a dropped connection can pass on the
 * next attempt with a fresh token, so those are retried.
 */
const FINAL_CODES: ReadonlySet<LeadFailureCode> = new Set([
  'VALIDATION_FAILED',
  'UNKNOWN_FIELD',
  'FILE_TOO_LARGE',
  'INVALID_FORMAT',
  'SUBMISSIONS_CLOSED',
  'RATE_LIMITED',
]);
const FINAL_STATUSES: ReadonlySet<number> = new Set([400, 413, 415, 429]);

const isFinal = ({ status, answer }: CreateLeadResult) =>
  !answer.success && (FINAL_CODES.has(answer.error.code) || FINAL_STATUSES.has(status));

export type SubmitLeadOptions = {
  values: LeadValues;
  /** The page's language, sent with the lead. */
  locale?: LocaleCode;
  idempotencyKey: string;
  /** A new reCAPTCHA token; called once per attempt (tokens are single-use). */
  getToken: () => Promise<string>;
  /** Called once, just before the first create call: the 'form_sent' analytics event. */
  onSending?: () => void;
  onProgress?: CreateLeadOptions['onProgress'];
  /** The pause before retry n (1, 2): a dropped connection often needs a moment. */
  pauseBeforeRetry?: (retry: number) => Promise<void>;
  send?: typeof createLead;
};

const pause = (retry: number) => new Promise<void>((resolve) => setTimeout(resolve, 400 * retry));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const submitLead = async ({
  values,
  locale,
  idempotencyKey,
  getToken,
  onSending,
  onProgress,
  pauseBeforeRetry = pause,
  send = createLead,
}: SubmitLeadOptions): Promise<LeadAnswer> => {
  let last: LeadAnswer = failure('NETWORK_ERROR', 'The lead was not sent.');
  let announced = false;

  for (let attempt = 0; attempt <= LEAD_RETRIES; attempt += 1) {
    if (attempt > 0) await pauseBeforeRetry(attempt);
    let token: string;
    try {
      token = await getToken();
    } catch (error) {
      // Google's script did not load or answer: no request can pass the CMS's check without it.
      last = failure('BOT_CHECK_UNAVAILABLE', messageOf(error));
      continue;
    }
    if (!announced) {
      announced = true;
      onSending?.();
    }
    onProgress?.(0);
    try {
      const result = await send(toLeadFormData(values, token, locale), { idempotencyKey, onProgress });
      if (result.answer.success || isFinal(result)) return result.answer;
      last = result.answer;
    } catch (error) {
      // NetworkError: no answer came. Anything else (a browser refusing the request) is treated
      // the same way: the visitor gets a failure text, never a page that is stuck sending.
      last = failure('NETWORK_ERROR', error instanceof NetworkError ? error.message : messageOf(error));
    }
  }
  return last;
};
