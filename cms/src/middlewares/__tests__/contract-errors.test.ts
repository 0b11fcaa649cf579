// Every /api answer has the contract's shape (README.md, "The /api contract"): unknown paths,
// wrong methods, malformed ids, Strapi's own /api routes and what Node refuses before Koa.

import net from 'node:net';
import { createCallers, type Callers } from '../../../tests/lead-admin';
import { expectFailure, send, serverAddress, useLeadCms } from '../../../tests/lead-requests';

describe('the /api error shape', () => {
  const context = useLeadCms();
  let callers: Callers;

  beforeAll(async () => {
    callers = await createCallers(context.app);
  });

  const call = (method: string, path: string, token?: string) =>
    send(context.app, { method, path, headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s on an unknown /api path 404 NOT_FOUND',
    async (method) => {
      for (const path of [
        '/api/nope',
        '/api/nope/deeper/still',
        '/api/settings/nope',
        '/api/leads/x/y/z/w',
        '/api',
        '/api/',
      ]) {
        const answer = await call(method, path);
        expectFailure(answer, 404, 'NOT_FOUND');
        expect(answer.headers.allow).toBeUndefined();
      }
    },
  );

  it('answers a wrong method on a known path 405 METHOD_NOT_ALLOWED, naming the methods it takes', async () => {
    for (const [method, path, allowed] of [
      ['POST', '/api/settings/get', 'HEAD, GET'],
      ['DELETE', '/api/leads/create', 'POST'],
      ['GET', '/api/leads/create', 'POST'],
      ['POST', '/api/health', 'HEAD, GET'],
      ['PUT', '/api/leads/abc/file', 'HEAD, GET'],
    ]) {
      const answer = await call(method, path);
      expectFailure(answer, 405, 'METHOD_NOT_ALLOWED');
      expect({ path, allow: answer.headers.allow }).toEqual({ path, allow: allowed });
    }
  });

  it('answers malformed lead ids 404 in the shape, to a lead admin', async () => {
    const token = callers.tokens['super-admin'];
    for (const id of [
      'x%ZZ',
      '%00',
      'a%2Fb',
      '..%2F..%2Fetc%2Fpasswd',
      '%E2%80%AE%D7%90',
      "'%20OR%201=1--",
      'A'.repeat(64),
      'a'.repeat(5000),
    ]) {
      for (const path of [`/api/leads/${id}/file`, `/api/leads/quarantine/${id}/file`]) {
        expectFailure(await call('GET', path, token), 404, 'NOT_FOUND');
      }
      expectFailure(await call('POST', `/api/leads/quarantine/${id}/accept`, token), 404, 'NOT_FOUND');
    }
  });

  it('answers malformed admin account ids 404 or 400 in the shape, never 500', async () => {
    const token = callers.tokens['super-admin'];
    for (const id of ['%00', 'abc', '-1', '1e3', '99999999999999999999999', '1.5', 'a'.repeat(5000)]) {
      for (const [method, path] of [
        ['PUT', `/api/admins/update/${id}`],
        ['DELETE', `/api/admins/delete/${id}`],
      ]) {
        const answer = await send(context.app, {
          method,
          path,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: Buffer.from(JSON.stringify({ firstname: 'שם' })),
        });
        expect({ path, status: [400, 404].includes(answer.status) }).toEqual({ path, status: true });
        expectFailure(answer, answer.status, answer.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
      }
    }
  });

  it('answers an address that cannot be decoded 400 in the shape', async () => {
    expectFailure(await call('GET', '/api/%ZZ'), 400, 'VALIDATION_FAILED');
  });

  it("answers Strapi's own plugins' /api routes, which are closed, 404 in the shape", async () => {
    for (const path of ['/api/upload/files', '/api/users', '/api/i18n/locales', '/api/users-permissions/roles']) {
      expectFailure(await call('GET', path), 404, 'NOT_FOUND');
    }
  });

  it('answers headers too large for the server 431 in the shape', async () => {
    const answer = await call('GET', `/api/leads/${'a'.repeat(70_000)}/file`);
    expect(answer.status).toBe(431);
    expectFailure(answer, 431, 'VALIDATION_FAILED');
  });

  it('answers bytes that are not HTTP 400 in the shape', async () => {
    const { port } = await serverAddress(context.app);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
  });
});
