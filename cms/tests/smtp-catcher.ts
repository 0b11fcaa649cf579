// A real SMTP server on loopback for the e-mail tests (smtp-server), which parses what arrives
// (mailparser). It can refuse chosen recipients, permanently (550) or for a while (451), and be
// stopped and started again on the same port, as a mail server going down and coming back.

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
  env: () => Record<string, string>;
};

export const startSmtpCatcher = async (): Promise<SmtpCatcher> => {
  const mails: CaughtMail[] = [];
  const permanent = new Set<string>();
  const temporary = new Map<string, number>();
  const attempts = new Map<string, number[]>();
  let server: SMTPServer | null = null;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onRcptTo(address, _session, callback) {
        const to = address.address.toLowerCase();
        attempts.set(to, [...(attempts.get(to) ?? []), Date.now()]);
        if (permanent.has(to)) {
          callback(Object.assign(new Error(`5.1.1 <${to}>: Recipient address rejected`), { responseCode: 550 }));
          return;
        }
        const left = temporary.get(to) ?? 0;
        if (left > 0) {
          temporary.set(to, left - 1);
          callback(Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            for (const recipient of session.envelope.rcptTo) {
              mails.push({ to: recipient.address.toLowerCase(), at: Date.now(), parsed });
            }
            callback();
          })
          .catch(callback);
      },
    });

  const catcher: SmtpCatcher = {
    get port() {
      return port;
    },
    mails,
    to: (address) => mails.filter((mail) => mail.to === address.toLowerCase()),
    refuseForGood: (address) => permanent.add(address.toLowerCase()),
    allow: (address) => {
      permanent.delete(address.toLowerCase());
      temporary.delete(address.toLowerCase());
    },
    refuseFor: (address, times) => temporary.set(address.toLowerCase(), times),
    attempts,
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    env: () => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      EMAIL_FROM: 'החזון הלאומי <no-reply@vision.test>',
      MAIL_WORKER_INTERVAL_MS: '100',
      MAIL_RETRY_BASE_MS: '300',
      MAIL_RETRY_MAX_MS: '2000',
      MAIL_MAX_ATTEMPTS: '4',
      PUBLIC_URL: 'https://vision.test',
    }),
  };
  await catcher.start();
  return catcher;
};
