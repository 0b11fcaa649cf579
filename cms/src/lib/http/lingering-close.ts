// Closing a connection whose request body is refused before it has all arrived (413 over the
// limit, 408 too slow, 503 storage down), so that the client reads the answer. Node destroys
// the socket right after a `Connection: close` answer; a client still sending then gets a TCP
// reset, and a reset makes its system throw away the answer it has not read yet (the browser
// shows a network error instead of the 413). Like nginx's lingering close: the answer is sent and
// the sending side shut (FIN), the rest of the body is read and discarded until the client stops
// or a bound is reached, and only then is the socket destroyed.

import type { IncomingMessage, ServerResponse } from 'http';
import type { Socket } from 'net';

export type LingerBounds = {
  /** Bytes of the refused body read and discarded at most (a 50 MB upload on loopback fits). */
  maxBytes: number;
  /** How long the client may keep sending after the answer. */
  maxMs: number;
};

export const LINGER_BOUNDS: LingerBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 5_000 };

/**
 * Call before the refusing answer is written (with `Connection: close`). Nothing to do when the
 * body has already arrived whole.
 */
export const lingerBeforeClose = (
  request: IncomingMessage,
  response: ServerResponse,
  { maxBytes, maxMs }: LingerBounds = LINGER_BOUNDS,
) => {
  const socket = request.socket as Socket & { destroySoon?: () => void };
  if (request.complete || socket.destroyed) return;

  let closed = false;
  let received = 0;
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(deadline);
    socket.destroy();
  };
  /** Destroys the socket once the answer has left it (never before: that would lose the answer). */
  let closing = false;
  const closeWhenAnswered = () => {
    if (closing) return;
    closing = true;
    if (socket.destroyed) return close();
    if (socket.writableFinished) return close();
    if (response.writableFinished) socket.end();
    socket.once('finish', close);
  };
  const deadline = setTimeout(close, maxMs);
  socket.once('close', () => clearTimeout(deadline));

  // Node calls this once the `Connection: close` answer is written: shut only the sending side.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };

  // Whatever was reading the body (the form parser) has stopped: discard the rest as it comes.
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) closeWhenAnswered();
  });
  request.once('end', closeWhenAnswered);
  request.once('aborted', close);
  request.resume();
};
