// What an SMTP server's refusal means for a mail job (the worker: api/mail-job/services/mail-worker.ts).
// A permanent refusal of the recipient or the message (5xx to RCPT TO or DATA) fails the job at
// once; a temporary one (4xx) is retried with a growing pause. A server that cannot be reached, or
// refuses our sign-in or sender, is no fault of the message: the job waits however long it takes.

export type SmtpError = Error & { responseCode?: number; response?: string; code?: string; command?: string };

/** An SMTP answer without the addresses it may quote ("550 <sara@…>: unknown user"). */
export const describeSmtpError = (error: SmtpError) => {
  const head = error.responseCode ? String(error.responseCode) : (error.code ?? 'ERROR');
  const text = (error.response ?? error.message ?? '')
    .replace(/\S+@\S+/g, '<address>')
    .replace(/\s+/g, ' ')
    .trim();
  // An SMTP answer starts with its own code ("550 5.1.1 …"): not said twice.
  return (text.startsWith(head) ? text : `${head} ${text}`).trim().slice(0, 255);
};

/** The server will never take this message to this recipient. */
export const isPermanent = (error: SmtpError) =>
  !!error.responseCode &&
  error.responseCode >= 500 &&
  error.code !== 'EAUTH' &&
  (error.command === 'RCPT TO' || error.command === 'DATA');

/** The server refused for now (mailbox busy, greylisting): the message may be retried. */
export const isTemporary = (error: SmtpError) =>
  !!error.responseCode &&
  error.responseCode >= 400 &&
  error.responseCode < 500 &&
  error.code !== 'EAUTH' &&
  error.command !== 'MAIL FROM';
