// How the CMS's log lines are written (config/logger.ts): one JSON object per line for log
// collectors (production's default), or Strapi's coloured lines for a person at a terminal. Both
// carry the id of the request a line belongs to (lib/logging/request-scope.ts).

import { formats, winston } from '@strapi/logger';
import { currentRequestId } from './request-scope';

export type LogFormat = 'json' | 'pretty';

/** Adds `requestId` to a line logged while a request is being answered (unless given already). */
const withRequestId = winston.format((info) => {
  if (info.requestId === undefined) {
    const requestId = currentRequestId();
    if (requestId) info.requestId = requestId;
  }
  return info;
});

/**
 * Anything shaped like an e-mail address (also percent-encoded, as in a path a client typed) is
 * masked in every line: a backstop for a message that quotes a value it should not have.
 */
const EMAIL_LIKE = /[^\s/?#&=;,:"'<>()[\]]+(?:@|%40)[^\s/?#&=;,:"'<>()[\]]+/gi;
const redactEmails = winston.format((info) => {
  for (const [key, value] of Object.entries(info)) {
    if (typeof value === 'string') info[key] = value.replace(EMAIL_LIKE, '[email]');
  }
  return info;
});

/** `{"time":"…","level":"info","message":"…","requestId":"…"}`, errors with their stack. */
const jsonLines = () =>
  winston.format.combine(
    withRequestId(),
    winston.format.errors({ stack: true }),
    redactEmails(),
    winston.format.timestamp({ alias: 'time' }),
    winston.format((info) => {
      delete info.timestamp;
      return info;
    })(),
    winston.format.json(),
  );

/** Strapi's own pretty lines, with ` [request <id>]` after the message when there is one. */
const prettyLines = () =>
  winston.format.combine(
    withRequestId(),
    redactEmails(),
    winston.format((info) => {
      if (info.requestId) info.message = `${String(info.message)} [request ${String(info.requestId)}]`;
      return info;
    })(),
    formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' }),
  );

/** The logger's format (it replaces Strapi's default, which colours and pretty-prints). */
export const logFormat = (format: LogFormat) => (format === 'json' ? jsonLines() : prettyLines());

/**
 * Where every line goes: standard output, one line each. A stream transport (not winston's
 * Console, which writes through `console`) keeps JSON lines whole and unwrapped.
 */
export const logTransport = () => new winston.transports.Stream({ stream: process.stdout });
