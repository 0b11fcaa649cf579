// GET /api/openapi.json against the real CMS: every /api route the CMS registers is described,
// every described route exists, and real answers of each (successes and refusals, with the right
// credentials) have a documented status and a body that validates against the documented schema.

import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { freshToken } from '../../../../tests/fake-siteverify';
import { createCallers, get, sendJson, type Callers } from '../../../../tests/lead-admin';
import { adminToken, createAdmin, PASSWORD } from '../../../../tests/admin-users';
import { appConfig } from '../../../lib/config/app-config';
import { EICAR, pdfCarrying } from '../../../../../scripts/lib/clamd.cjs';
import {
  findLead,
  LEADS,
  QUARANTINED_LEADS,
  postLead,
  scansDone,
  send,
  useLeadCms,
  type Answer,
} from '../../../../tests/lead-requests';

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> };
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
};

const METRICS_TOKEN = 'openapi-test-metrics-token';
const DOC_ID = 'https://vision.test/openapi.json';

/** `/api/leads/:id/file` → `/api/leads/{id}/file`. */
const templateOf = (koaPath: string) => koaPath.replace(/:([A-Za-z_]+)/g, '{$1}');

/** JSON pointer escaping of one segment. */
const pointer = (...segments: string[]) =>
  segments.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('GET /api/openapi.json', () => {
  const context = useLeadCms({ METRICS_TOKEN, LEAD_RATE_LIMIT_MAX: '10000' });
  let document: OpenApi;
  let callers: Callers;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const checked = new Set<string>();

  beforeAll(async () => {
    const answer = await get(context.app, '/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
    ajv.addSchema(document as object, DOC_ID);
    callers = await createCallers(context.app);
  });

  /**
   * Checks one real answer against the description of `method template`: its status is documented,
   * and a JSON body validates against that status's schema. Returns the answer for more checks.
   */
  const expectDocumented = (method: string, template: string, answer: Answer, expectedStatus: number) => {
    expect({ route: `${method} ${template}`, status: answer.status }).toEqual({
      route: `${method} ${template}`,
      status: expectedStatus,
    });
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    const operation = document.paths[template]?.[method.toLowerCase()];
    expect(operation).toBeDefined();
    let response = operation.responses[String(answer.status)];
    expect({ route: `${method} ${template}`, documented: response !== undefined }).toEqual({
      route: `${method} ${template}`,
      documented: true,
    });
    let where = pointer('paths', template, method.toLowerCase(), 'responses', String(answer.status));
    if (response.$ref) {
      const name = response.$ref.split('/').pop()!;
      response = document.components.responses[name];
      where = pointer('components', 'responses', name);
    }
    const type = String(answer.headers['content-type'] ?? '').split(';')[0];
    if (answer.status === 304) {
      expect(answer.text).toBe('');
    } else if (type === 'application/json') {
      expect(Object.keys(response.content ?? {})).toContain('application/json');
      const validate = ajv.getSchema(`${DOC_ID}#/${where}/content/application~1json/schema`)!;
      expect(validate).toBeDefined();
      const valid = validate(answer.body);
      expect({ route: `${method} ${template}`, status: answer.status, errors: valid ? null : validate.errors }).toEqual(
        {
          route: `${method} ${template}`,
          status: answer.status,
          errors: null,
        },
      );
    } else {
      // A file or text answer: its media type is one the description names.
      const documented = Object.keys(response.content ?? {});
      expect(documented.includes(type) || documented.includes('application/octet-stream')).toBe(true);
    }
    checked.add(`${method} ${template}`);
    return answer;
  };

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('describes every /api route the CMS registers, and no route it does not have', () => {
    type Layer = { path: string; methods: string[] };
    const registered = new Set(
      (context.app.server.listRoutes() as unknown as Layer[])
        .filter((layer) => layer.path.startsWith('/api/') && layer.methods.length > 0)
        .flatMap((layer) =>
          layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${templateOf(layer.path)}`),
        ),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([template, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${template}`),
      ),
    );
    // Strapi's plugins' own /api routes (users-permissions, upload, i18n, email, the builder) are
    // closed (src/lib/http/plugin-content-api.ts): the contract is every route there is.
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)).sort()).toEqual([]);
  });

  it("answers Strapi's own sign-up with the contract's 404 and creates no account", async () => {
    const signUp = await sendJson(context.app, 'POST', '/api/auth/local/register', undefined, {
      username: 'intruder',
      email: 'intruder@example.org',
      password: 'Intruder-2026!',
    });
    expect(signUp.status).toBe(404);
    expect(signUp.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(await context.app.db.query('plugin::users-permissions.user').count()).toBe(0);
    for (const path of ['/api/users', '/api/upload/files', '/api/i18n/locales', '/api/users-permissions/roles'])
      expect({ path, status: (await get(context.app, path)).status }).toEqual({ path, status: 404 });
  });

  it('matches the real answers of the public and operations routes', async () => {
    const settings = expectDocumented('GET', '/api/settings/get', await get(context.app, '/api/settings/get'), 200);
    expectDocumented(
      'GET',
      '/api/settings/get',
      await send(context.app, {
        method: 'GET',
        path: '/api/settings/get',
        headers: { 'If-None-Match': String(settings.headers.etag) },
      }),
      304,
    );
    expectDocumented('GET', '/api/settings/get', await get(context.app, '/api/settings/get?locale=ar'), 200);
    expectDocumented('GET', '/api/settings/get', await get(context.app, '/api/settings/get?locale=xx'), 400);
    expectDocumented('GET', '/api/health', await get(context.app, '/api/health'), 200);
    expectDocumented('GET', '/api/ready', await get(context.app, '/api/ready'), 200);
    expectDocumented('GET', '/api/openapi.json', await get(context.app, '/api/openapi.json'), 200);
    expectDocumented('GET', '/api/metrics', await get(context.app, '/api/metrics', METRICS_TOKEN), 200);
    expectDocumented('GET', '/api/metrics', await get(context.app, '/api/metrics', 'wrong'), 401);

    expectDocumented('POST', '/api/leads/create', await postLead(context.app), 201);
    expectDocumented(
      'POST',
      '/api/leads/create',
      await postLead(context.app, { contacts: [{ fullName: 'x', role: 'y', phoneNumber: '1', email: 'bad' }] }),
      400,
    );
    expectDocumented('POST', '/api/leads/create', await postLead(context.app, { token: freshToken('low') }), 403);
    expectDocumented(
      'POST',
      '/api/leads/create',
      await send(context.app, {
        path: '/api/leads/create',
        headers: { 'Content-Type': 'text/plain' },
        body: Buffer.from('x'),
      }),
      415,
    );
  });

  it('matches the real answers of the draft, the publication state, the versions and a restore', async () => {
    const editor = callers.tokens.editor;
    const secret = appConfig(context.app, 'preview').secret ?? '';
    const draft = (headers: Record<string, string>, query = '') =>
      send(context.app, { method: 'GET', path: `/api/settings/draft${query}`, headers });
    expectDocumented('GET', '/api/settings/draft', await draft({ 'X-Preview-Secret': secret }), 200);
    expectDocumented('GET', '/api/settings/draft', await draft({ 'X-Preview-Secret': secret }, '?locale=x1'), 400);
    expectDocumented('GET', '/api/settings/draft', await draft({ 'X-Preview-Secret': 'wrong' }), 401);
    expectDocumented(
      'GET',
      '/api/settings/publication',
      await get(context.app, '/api/settings/publication', editor),
      200,
    );
    expectDocumented('GET', '/api/settings/publication', await get(context.app, '/api/settings/publication'), 401);
    expectDocumented(
      'GET',
      '/api/settings/translations',
      await get(context.app, '/api/settings/translations', editor),
      200,
    );
    expectDocumented(
      'GET',
      '/api/settings/translations',
      await get(context.app, '/api/settings/translations', callers.tokens['leads-manager']),
      403,
    );
    const versions = await get(context.app, '/api/settings/versions', editor);
    expectDocumented('GET', '/api/settings/versions', versions, 200);
    expectDocumented(
      'GET',
      '/api/settings/versions',
      await get(context.app, '/api/settings/versions?page=0', editor),
      400,
    );
    expectDocumented(
      'GET',
      '/api/settings/versions',
      await get(context.app, '/api/settings/versions', callers.tokens['leads-manager']),
      403,
    );
    const [first] = versions.body.data as { id: number }[];
    const one = (id: number | string, token?: string) => get(context.app, `/api/settings/versions/${id}`, token);
    expectDocumented('GET', '/api/settings/versions/{id}', await one(first.id, editor), 200);
    expectDocumented('GET', '/api/settings/versions/{id}', await one(999_999, editor), 404);
    const restore = (id: number, headers: Record<string, string> = {}) =>
      sendJson(context.app, 'POST', `/api/settings/versions/${id}/restore`, editor, {}, headers);
    expectDocumented('POST', '/api/settings/versions/{id}/restore', await restore(first.id), 200);
    expectDocumented(
      'POST',
      '/api/settings/versions/{id}/restore',
      await restore(first.id, { 'X-Document-Version': '2000-01-01T00:00:00.000Z' }),
      409,
    );
    expectDocumented('POST', '/api/settings/versions/{id}/restore', await restore(999_999), 404);
  });

  it('matches the real answers of the e-mail preview and test send', async () => {
    const editor = callers.tokens.editor;
    const call = (path: string, caller: string | undefined, body: unknown) =>
      sendJson(context.app, 'POST', path, caller, body);
    for (const path of ['/api/settings/email-preview', '/api/settings/email-test']) {
      const status = path.endsWith('test') ? 202 : 200;
      expectDocumented(
        'POST',
        path,
        await call(path, editor, { kind: 'digest', texts: { digestLine: '{reference}' } }),
        status,
      );
      expectDocumented('POST', path, await call(path, editor, { kind: 'confirmation', texts: { title: 'x' } }), 400);
      expectDocumented('POST', path, await call(path, callers.tokens['leads-manager'], { kind: 'digest' }), 403);
      expectDocumented('POST', path, await call(path, undefined, { kind: 'digest' }), 401);
    }
  });

  it('matches the real answers of signing in and the accounts', async () => {
    const superAdmin = callers.tokens['super-admin'];
    const signIn = (body: unknown) => sendJson(context.app, 'POST', '/api/auth/session-in', undefined, body);
    expectDocumented(
      'POST',
      '/api/auth/session-in',
      await signIn({ email: callers.emails['editor'], password: PASSWORD }),
      200,
    );
    expectDocumented(
      'POST',
      '/api/auth/session-in',
      await signIn({ email: callers.emails['editor'], password: 'Nope-123456' }),
      401,
    );
    expectDocumented('POST', '/api/auth/session-in', await signIn({ email: 42 }), 400);
    expectDocumented('GET', '/api/auth/admin', await get(context.app, '/api/auth/admin', superAdmin), 200);
    expectDocumented('GET', '/api/auth/admin', await get(context.app, '/api/auth/admin'), 401);

    expectDocumented('GET', '/api/admins/paginate', await get(context.app, '/api/admins/paginate', superAdmin), 200);
    expectDocumented(
      'GET',
      '/api/admins/paginate',
      await get(context.app, '/api/admins/paginate', callers.tokens['leads-manager']),
      403,
    );
    expectDocumented(
      'GET',
      '/api/admins/paginate',
      await get(context.app, '/api/admins/paginate?pageSize=0', superAdmin),
      400,
    );
    const account = {
      email: 'openapi-new@vision.test',
      firstname: 'דנה',
      password: PASSWORD,
      roles: ['strapi-editor'],
    };
    const created = expectDocumented(
      'POST',
      '/api/admins/create',
      await sendJson(context.app, 'POST', '/api/admins/create', superAdmin, account),
      201,
    );
    expectDocumented(
      'POST',
      '/api/admins/create',
      await sendJson(context.app, 'POST', '/api/admins/create', superAdmin, account),
      409,
    );
    const id = created.body.data.id as number;
    expectDocumented(
      'PUT',
      '/api/admins/update/{id}',
      await sendJson(context.app, 'PUT', `/api/admins/update/${id}`, superAdmin, { lastname: 'כהן' }),
      200,
    );
    expectDocumented(
      'DELETE',
      '/api/admins/delete/{id}',
      await send(context.app, {
        method: 'DELETE',
        path: `/api/admins/delete/${id}`,
        headers: { Authorization: `Bearer ${superAdmin}` },
      }),
      200,
    );
    expectDocumented(
      'DELETE',
      '/api/admins/delete/{id}',
      await send(context.app, {
        method: 'DELETE',
        path: `/api/admins/delete/${id}`,
        headers: { Authorization: `Bearer ${superAdmin}` },
      }),
      404,
    );
    expectDocumented(
      'POST',
      '/api/auth/session-out',
      await send(context.app, {
        method: 'POST',
        path: '/api/auth/session-out',
        headers: { Authorization: `Bearer ${superAdmin}` },
      }),
      200,
    );
  });

  it("matches the real answers of the lead admins' routes", async () => {
    const token = callers.tokens['leads-manager'];
    expect((await postLead(context.app)).status).toBe(201);
    expect((await postLead(context.app, { token: freshToken('low') })).status).toBe(403);
    await scansDone(context.app);
    const lead = (await context.app.db.query(LEADS).findMany({ orderBy: { id: 'desc' }, limit: 1 }))[0];
    const attempt = (await context.app.db.query(QUARANTINED_LEADS).findMany({ orderBy: { id: 'desc' }, limit: 1 }))[0];
    const missing = 'nosuchdocumentid000000000';

    expectDocumented('GET', '/api/leads/paginate', await get(context.app, '/api/leads/paginate', token), 200);
    expectDocumented(
      'GET',
      '/api/leads/paginate',
      await get(context.app, '/api/leads/paginate?pageSize=1000', token),
      400,
    );
    expectDocumented(
      'GET',
      '/api/leads/paginate',
      await get(context.app, '/api/leads/paginate', callers.tokens.editor),
      403,
    );
    expectDocumented('GET', '/api/leads/export', await get(context.app, '/api/leads/export', token), 200);
    expectDocumented('GET', '/api/leads/export', await get(context.app, '/api/leads/export?format=xlsx', token), 200);
    expectDocumented('GET', '/api/leads/export', await get(context.app, '/api/leads/export?format=pdf', token), 400);
    expectDocumented('GET', '/api/leads/stats', await get(context.app, '/api/leads/stats', token), 200);
    expectDocumented('GET', '/api/leads/reviewers', await get(context.app, '/api/leads/reviewers', token), 200);
    const erase = (body: unknown, caller = token) => sendJson(context.app, 'POST', '/api/leads/erase', caller, body);
    expectDocumented('POST', '/api/leads/erase', await erase({ email: 'nobody@example.org', dryRun: true }), 200);
    expectDocumented('POST', '/api/leads/erase', await erase({ email: 'not-an-address' }), 400);
    expectDocumented('POST', '/api/leads/erase', await erase({ email: 'a@example.org' }, callers.tokens.editor), 403);
    const subject = (query: string) => get(context.app, `/api/leads/subject-export?${query}`, token);
    expectDocumented('GET', '/api/leads/subject-export', await subject('email=nobody%40example.org'), 200);
    expectDocumented('GET', '/api/leads/subject-export', await subject('email=nope'), 400);
    const retry = (id: string, caller: string | undefined) =>
      sendJson(context.app, 'POST', `/api/mail-jobs/${id}/retry`, caller, {});
    expectDocumented(
      'POST',
      '/api/mail-jobs/{documentId}/retry',
      await retry(missing, callers.tokens['super-admin']),
      404,
    );
    expectDocumented('POST', '/api/mail-jobs/{documentId}/retry', await retry(missing, token), 403);
    expectDocumented(
      'GET',
      '/api/leads/{id}/file',
      await get(context.app, `/api/leads/${lead.documentId}/file`, token),
      200,
    );
    expectDocumented('GET', '/api/leads/{id}/file', await get(context.app, `/api/leads/${missing}/file`, token), 404);
    const infected = await postLead(context.app, { file: { filename: 'file.pdf', content: pdfCarrying(EICAR) } });
    const { documentId: infectedId } = await findLead(context.app, infected.body.reference);
    expectDocumented(
      'GET',
      '/api/leads/{id}/file',
      await get(context.app, `/api/leads/${infectedId}/file`, token),
      409,
    );

    const review = expectDocumented(
      'GET',
      '/api/leads/{id}/review',
      await get(context.app, `/api/leads/${lead.documentId}/review`, token),
      200,
    );
    expectDocumented(
      'GET',
      '/api/leads/{id}/review',
      await get(context.app, `/api/leads/${missing}/review`, token),
      404,
    );
    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      sendJson(context.app, 'PUT', `/api/leads/${lead.documentId}/review`, token, body, headers);
    expectDocumented('PUT', '/api/leads/{id}/review', await patch({ status: 'inReview' }), 200);
    expectDocumented('PUT', '/api/leads/{id}/review', await patch({ status: 'lost' }), 400);
    expectDocumented(
      'PUT',
      '/api/leads/{id}/review',
      await patch({ status: 'declined' }, { 'X-Document-Version': review.body.data.version }),
      409,
    );
    expectDocumented(
      'POST',
      '/api/leads/{id}/notes',
      await sendJson(context.app, 'POST', `/api/leads/${lead.documentId}/notes`, token, { text: 'נבדק' }),
      201,
    );
    expectDocumented(
      'POST',
      '/api/leads/{id}/notes',
      await sendJson(context.app, 'POST', `/api/leads/${lead.documentId}/notes`, token, { text: '' }),
      400,
    );
    expectDocumented(
      'GET',
      '/api/leads/{id}/notes',
      await get(context.app, `/api/leads/${lead.documentId}/notes`, token),
      200,
    );
    expectDocumented('GET', '/api/leads/{id}/notes', await get(context.app, `/api/leads/${missing}/notes`, token), 404);
    const mentionable = await get(context.app, `/api/leads/${lead.documentId}/mentionable`, token);
    expectDocumented('GET', '/api/leads/{id}/mentionable', mentionable, 200);
    expectDocumented(
      'GET',
      '/api/leads/{id}/mentionable',
      await get(context.app, `/api/leads/${missing}/mentionable`, token),
      404,
    );
    const first = (await get(context.app, `/api/leads/${lead.documentId}/notes`, token)).body.data[0];
    expectDocumented(
      'POST',
      '/api/leads/{id}/notes',
      await sendJson(context.app, 'POST', `/api/leads/${lead.documentId}/notes`, token, {
        text: 'מסכים/ה @',
        replyTo: first.id,
        mentions: [mentionable.body.data[0].id],
      }),
      201,
    );

    expectDocumented(
      'GET',
      '/api/leads/quarantine/{id}/file',
      await get(context.app, `/api/leads/quarantine/${attempt.documentId}/file`, token),
      200,
    );
    const accept = (id: string) => sendJson(context.app, 'POST', `/api/leads/quarantine/${id}/accept`, token, {});
    expectDocumented('POST', '/api/leads/quarantine/{documentId}/accept', await accept(attempt.documentId), 200);
    expectDocumented('POST', '/api/leads/quarantine/{documentId}/accept', await accept(missing), 404);
    expectDocumented(
      'GET',
      '/api/leads/quarantine/{id}/file',
      await get(context.app, `/api/leads/quarantine/${missing}/file`, token),
      404,
    );
  });

  it("matches the real answers of the committee's routes", async () => {
    const manager = callers.tokens['leads-manager'];
    const superAdmin = callers.tokens['super-admin'];
    const email = `evaluator-${Date.now()}@example.org`;
    const evaluator = (await createAdmin(context.app, 'evaluator', email)) as { id: number };
    const own = await adminToken(context.app, email);
    expect((await postLead(context.app)).status).toBe(201);
    await scansDone(context.app);
    const lead = (await context.app.db.query(LEADS).findMany({ orderBy: { id: 'desc' }, limit: 1 }))[0];
    const missing = 'nosuchdocumentid000000000';
    const rubric = {
      criteria: [
        { key: 'clarity', name: 'בהירות', weight: 2, scale: { min: 1, max: 5 } },
        { key: 'impact', name: 'השפעה', weight: 1, scale: { min: 1, max: 5 } },
      ],
    };
    const json = (method: string, path: string, token: string | undefined, body: unknown) =>
      sendJson(context.app, method, path, token, body);

    expectDocumented(
      'PUT',
      '/api/evaluation/rubric',
      await json('PUT', '/api/evaluation/rubric', superAdmin, rubric),
      200,
    );
    expectDocumented('PUT', '/api/evaluation/rubric', await json('PUT', '/api/evaluation/rubric', superAdmin, {}), 400);
    expectDocumented(
      'PUT',
      '/api/evaluation/rubric',
      await json('PUT', '/api/evaluation/rubric', manager, rubric),
      403,
    );
    expectDocumented('GET', '/api/evaluation/rubric', await get(context.app, '/api/evaluation/rubric', own), 200);
    expectDocumented(
      'GET',
      '/api/evaluation/evaluators',
      await get(context.app, '/api/evaluation/evaluators', manager),
      200,
    );
    const areas = (id: number | string, body: unknown) =>
      json('PUT', `/api/evaluation/evaluators/${id}/areas`, manager, body);
    expectDocumented(
      'PUT',
      '/api/evaluation/evaluators/{id}/areas',
      await areas(evaluator.id, { areas: ['economy'] }),
      200,
    );
    expectDocumented('PUT', '/api/evaluation/evaluators/{id}/areas', await areas(evaluator.id, { areas: ['x'] }), 400);
    expectDocumented('PUT', '/api/evaluation/evaluators/{id}/areas', await areas(999999, { areas: [] }), 404);
    const assign = (id: string, body: unknown) => json('POST', `/api/leads/${id}/evaluators`, manager, body);
    expectDocumented(
      'POST',
      '/api/leads/{id}/evaluators',
      await assign(lead.documentId, { evaluatorIds: [evaluator.id] }),
      200,
    );
    expectDocumented('POST', '/api/leads/{id}/evaluators', await assign(lead.documentId, { evaluatorIds: [] }), 400);
    expectDocumented(
      'POST',
      '/api/leads/{id}/evaluators',
      await assign(missing, { evaluatorIds: [evaluator.id] }),
      404,
    );
    const auto = (body: unknown) => json('POST', '/api/evaluation/assign', manager, body);
    expectDocumented('POST', '/api/evaluation/assign', await auto({ filters: { area: 'economy' }, perLead: 1 }), 200);
    expectDocumented('POST', '/api/evaluation/assign', await auto({ perLead: 0 }), 400);
    expectDocumented('GET', '/api/evaluation/queue', await get(context.app, '/api/evaluation/queue', own), 200);
    expectDocumented('GET', '/api/evaluation/queue', await get(context.app, '/api/evaluation/queue?page=0', own), 400);
    expectDocumented(
      'GET',
      '/api/leads/{id}/proposal',
      await get(context.app, `/api/leads/${lead.documentId}/proposal`, own),
      200,
    );
    expectDocumented(
      'GET',
      '/api/leads/{id}/proposal',
      await get(context.app, `/api/leads/${missing}/proposal`, manager),
      404,
    );
    const score = (body: unknown) => json('PUT', `/api/leads/${lead.documentId}/score`, own, body);
    expectDocumented('PUT', '/api/leads/{id}/score', await score({ scores: { clarity: 9 } }), 400);
    expectDocumented(
      'PUT',
      '/api/leads/{id}/score',
      await score({ scores: { clarity: 4, impact: 3 }, submit: true }),
      200,
    );
    expectDocumented('PUT', '/api/leads/{id}/score', await score({ scores: { clarity: 4, impact: 3 } }), 409);
    expectDocumented(
      'GET',
      '/api/leads/{id}/scores',
      await get(context.app, `/api/leads/${lead.documentId}/scores`, own),
      200,
    );
    expectDocumented(
      'GET',
      '/api/leads/{id}/scores',
      await get(context.app, `/api/leads/${missing}/scores`, manager),
      404,
    );
    expectDocumented(
      'PUT',
      '/api/evaluation/rubric',
      await json('PUT', '/api/evaluation/rubric', superAdmin, { criteria: [rubric.criteria[0]] }),
      409,
    );
    const reopen = (id: string, who: number | string) =>
      json('POST', `/api/leads/${id}/scores/${who}/reopen`, manager, {});
    expectDocumented(
      'POST',
      '/api/leads/{id}/scores/{evaluatorId}/reopen',
      await reopen(lead.documentId, evaluator.id),
      200,
    );
    expectDocumented(
      'POST',
      '/api/leads/{id}/scores/{evaluatorId}/reopen',
      await reopen(lead.documentId, evaluator.id),
      409,
    );
    expectDocumented('POST', '/api/leads/{id}/scores/{evaluatorId}/reopen', await reopen(missing, evaluator.id), 404);
    const ranking = (query: string) => get(context.app, `/api/evaluation/ranking${query}`, manager);
    expectDocumented('GET', '/api/evaluation/ranking', await ranking('?disagreement=false'), 200);
    expectDocumented('GET', '/api/evaluation/ranking', await ranking('?disagreement=x'), 400);
    // After an assignment and a submission, so the answer holds every kind of count.
    const progress = (token?: string) => get(context.app, '/api/evaluation/progress', token);
    expectDocumented('GET', '/api/evaluation/progress', await progress(manager), 200);
    expectDocumented('GET', '/api/evaluation/progress', await progress(own), 403);
    const conflict = (body: unknown) => json('POST', `/api/leads/${lead.documentId}/conflict`, own, body);
    expectDocumented('POST', '/api/leads/{id}/conflict', await conflict({ reason: 7 }), 400);
    expectDocumented('POST', '/api/leads/{id}/conflict', await conflict({}), 200);
    expectDocumented('POST', '/api/leads/{id}/conflict', await conflict({}), 403);
    expectDocumented(
      'POST',
      '/api/leads/{id}/evaluators',
      await assign(lead.documentId, { evaluatorIds: [evaluator.id] }),
      409,
    );
  });

  it('has had a real answer checked for every documented route', () => {
    const documented = Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${template}`),
    );
    expect(documented.filter((route) => !checked.has(route)).sort()).toEqual([]);
  });
});
