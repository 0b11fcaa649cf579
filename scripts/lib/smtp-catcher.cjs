// A real SMTP server on loopback (smtp-server) that parses what arrives (mailparser): the CMS's
// e-mail tests and the end-to-end run send through it. It can refuse chosen recipients,
// permanently (550) or for a while (451), and be stopped and started again on the same port, as a
// mail server going down and coming back. CommonJS, so jest loads it (cms/tests/smtp-catcher.ts
// gives it its types); its packages are the CMS's devDependencies.

const path = require('node:path');

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');
const fromCms = (name) => require(require.resolve(name, { paths: [CMS_DIR] }));

const startSmtpCatcher = async () => {
  const { SMTPServer } = fromCms('smtp-server');
  const { simpleParser } = fromCms('mailparser');
  const mails = [];
  const permanent = new Set();
  const temporary = new Map();
  const attempts = new Map();
  let server = null;
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

  const catcher = {
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
      /** @type {Promise<void>} */
      const listening = new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      await listening;
      port = server.server.address().port;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (stopping) await /** @type {Promise<void>} */ (new Promise((resolve) => stopping.close(() => resolve())));
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

module.exports = { startSmtpCatcher };
