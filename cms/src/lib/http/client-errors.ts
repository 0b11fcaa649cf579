// What Node refuses before Koa ever sees a request (a request or its headers arriving too slowly,
// headers too large, bytes that are not HTTP) is answered in the /api contract's JSON shape
// instead of Node's bare status line. Node's own rule is kept: nothing is written once an answer
// has started, and the connection is closed.

import type { Server } from 'http';
import type { Duplex } from 'stream';
import type { ApiErrorCode } from '@vision/config';
import { failureBody } from './api-error';

type Answer = { status: number; reason: string; code: ApiErrorCode; message: string };

const answerFor = (errorCode: string | undefined): Answer => {
  switch (errorCode) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'REQUEST_TIMEOUT',
        message: 'The request took too long to arrive.',
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'VALIDATION_FAILED',
        message: "The request's headers are too large.",
      };
    default:
      return { status: 400, reason: 'Bad Request', code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  }
};

export const rawAnswer = ({ status, reason, code, message }: Answer) => {
  const body = JSON.stringify(failureBody(code, message));
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
};

export const answerClientErrorsAsJson = (server: Server) => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    // A client that hung up is not answered; neither is one whose answer has begun.
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
      socket.write(rawAnswer(answerFor(error.code)));
    }
    socket.destroy();
  });
};
