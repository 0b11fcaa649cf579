// POSTs a URL-encoded form and reads the whole answer, through keep-alive sockets: the bot check
// calls siteverify for every lead, and a new TLS connection per lead would cost more than the rest
// of the request.

import http from 'node:http';
import https from 'node:https';

// Sockets idle longer than Google keeps them are closed by us first, so a reused socket is rarely
// one the other side has just dropped (and that case is retried once below).
const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };

export type Reply = { status: number; body: string };

const postOnce = (url: URL, body: string, signal: AbortSignal) =>
  new Promise<Reply>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as keyof typeof agents],
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('the server closed the connection mid-answer'));
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { staleSocket: request.reusedSocket && error.code === 'ECONNRESET' })),
    );
    request.end(body);
  });

/** POSTs the form within `timeoutMs`; a keep-alive socket the server closed while idle gets one retry. */
export const postForm = async (url: URL, form: URLSearchParams, timeoutMs: number): Promise<Reply> => {
  const body = form.toString();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await postOnce(url, body, signal);
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket || signal.aborted) throw error;
    return postOnce(url, body, signal);
  }
};
