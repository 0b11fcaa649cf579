// The loopback SMTP server of the e-mail tests (scripts/lib/smtp-catcher.cjs, shared with the
// end-to-end run), with its types.

import type { ParsedMail } from 'mailparser';

export type CaughtMail = { to: string; at: number; parsed: ParsedMail };

export type SmtpCatcher = {
  port: number;
  mails: CaughtMail[];
  /** Mails to one address. */
  to: (address: string) => CaughtMail[];
  /** RCPT TO this address is answered 550 from now on. */
  refuseForGood: (address: string) => void;
  /** Takes this address's mail again. */
  allow: (address: string) => void;
  /** RCPT TO this address is answered 451 the next `times` times. */
  refuseFor: (address: string, times: number) => void;
  /** RCPT TO attempts seen per address (accepted or not). */
  attempts: Map<string, number[]>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The CMS's SMTP_* and mail worker settings for this server (short retries, for tests). */
  env: () => Record<string, string>;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { startSmtpCatcher } = require('../../scripts/lib/smtp-catcher.cjs') as {
  startSmtpCatcher: () => Promise<SmtpCatcher>;
};

/**
 * A catcher for one suite: started before its CMS (pass `env` to useLeadCms, filled in by then)
 * and stopped after it.
 */
export const useSmtpCatcher = () => {
  const context = { env: {} as Record<string, string>, smtp: undefined as unknown as SmtpCatcher };
  beforeAll(async () => {
    context.smtp = await startSmtpCatcher();
    Object.assign(context.env, context.smtp.env());
  });
  afterAll(async () => {
    await context.smtp?.stop();
  });
  return context;
};
