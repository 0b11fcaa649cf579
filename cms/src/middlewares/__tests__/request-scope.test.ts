// Logs and request ids (README.md, "Logs, request ids and metrics"): every answer carries an X-Request-Id
// (the caller's when it is a sane token), every log line of that request carries the same id, the
// lines are JSON objects with LOG_FORMAT=json, and no personal data of a lead, a search or a
// sign-in reaches the log.

import { pdfBytes, validContact } from '../../../tests/lead-fixtures';
import { createCallers, get, sendJson, type Callers } from '../../../tests/lead-admin';
import { postLead, send, useLeadCms } from '../../../tests/lead-requests';

type LogLine = Record<string, unknown> & { level: string; message: string; time: string; requestId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and JSON logs', () => {
  const context = useLeadCms({ LOG_LEVEL: 'http', LOG_FORMAT: 'json' });
  let written: string[] = [];
  let restore: (() => void) | undefined;
  let callers: Callers;

  beforeAll(async () => {
    callers = await createCallers(context.app);
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    restore = () => {
      process.stdout.write = write;
    };
  });
  afterAll(() => restore?.());
  beforeEach(() => {
    written = [];
  });

  /** Every line written since the test began, each parsed: a line that is not JSON fails the test. */
  const logLines = (): LogLine[] =>
    written
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);

  it('gives each answer a new random id, and keeps a sane one the caller sent', async () => {
    const first = await get(context.app, '/api/health');
    const second = await get(context.app, '/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);

    const kept = await send(context.app, {
      method: 'GET',
      path: '/api/health',
      headers: { 'X-Request-Id': 'lb-42.a_b-C' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a_b-C');
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a newline smuggled in', 'abc%0d%0aforged: line'],
    ['with markup', '<script>'],
  ])('replaces an id that is %s', async (_name, incoming) => {
    const answer = await send(context.app, {
      method: 'GET',
      path: '/api/health',
      headers: { 'X-Request-Id': incoming },
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('writes one JSON object per line, the request line with its id, route template and status', async () => {
    const answer = await get(context.app, '/api/leads/paginate?page=1', callers.tokens['leads-manager']);
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'];
    const line = logLines().find((entry) => entry.requestId === id && entry.route === '/api/leads/paginate');
    expect(line).toMatchObject({
      level: 'http',
      method: 'GET',
      path: '/api/leads/paginate',
      status: 200,
      durationMs: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(line!.message).toMatch(/^GET \/api\/leads\/paginate 200 \(\d+ ms\)$/);
  });

  it('puts the request id on the lines a request logs deep inside, not only the request line', async () => {
    // The bot check logs its dependency's failure from inside the intake service.
    await context.fake.setMode('down');
    const answer = await postLead(context.app).finally(() => context.fake.setMode('normal'));
    expect(answer.status).toBe(503);
    const id = answer.headers['x-request-id'];
    const ofRequest = logLines().filter((entry) => entry.requestId === id);
    expect(ofRequest.find((entry) => entry.message.startsWith('[recaptcha] siteverify unavailable'))).toMatchObject({
      level: 'error',
    });
    expect(ofRequest.find((entry) => entry.status !== undefined)).toMatchObject({
      route: '/api/leads/create',
      status: 503,
    });
    // Another request's lines carry another id.
    const missing = await send(context.app, { method: 'GET', path: '/api/no-such-thing' });
    expect(missing.status).toBe(404);
    const unmatched = logLines().filter((entry) => entry.requestId === missing.headers['x-request-id']);
    expect(unmatched).toEqual([expect.objectContaining({ route: 'unmatched', status: 404 })]);
  });

  it('names the route template of an answer, never the raw id in its route', async () => {
    const answer = await get(context.app, `/api/leads/${'x'.repeat(24)}/review`, callers.tokens['leads-manager']);
    const line = logLines().find((entry) => entry.requestId === answer.headers['x-request-id']);
    expect(line).toMatchObject({ route: '/api/leads/:id/review', status: answer.status });
  });

  it('never logs the personal data of a lead, a search, a sign-in or a path', async () => {
    const contact = validContact({
      fullName: 'ישראלה ישראלי-לוגים',
      email: 'private.person.logs@example.net',
      phoneNumber: '0541234987',
    });
    const answer = await postLead(context.app, {
      contacts: [contact],
      file: { filename: 'secret-plan-name.pdf', content: pdfBytes(2048) },
    });
    expect(answer.status).toBe(201);
    const refused = await postLead(context.app, { contacts: [{ ...contact, email: 'not-an-email' }] });
    expect(refused.status).toBe(400);
    const search = await get(
      context.app,
      `/api/leads/paginate?search=${encodeURIComponent(contact.email)}`,
      callers.tokens['leads-manager'],
    );
    expect(search.status).toBe(200);
    const signIn = await sendJson(context.app, 'POST', '/api/auth/session-in', undefined, {
      email: 'someone.signing.in@example.net',
      password: 'Wrong-Passw0rd!',
    });
    expect(signIn.status).toBe(401);
    await send(context.app, { method: 'GET', path: '/api/x/someone.in.path%40example.net' });

    const text = written.join('');
    expect(logLines().length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      contact.email,
      'private.person.logs',
      contact.fullName,
      contact.phoneNumber,
      'secret-plan-name',
      'someone.signing.in',
      'Wrong-Passw0rd',
      'someone.in.path',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
