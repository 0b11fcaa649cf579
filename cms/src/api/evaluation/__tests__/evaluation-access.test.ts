// Every route of the committee's evaluation (and a lead's file, which its evaluator may open) ×
// {anonymous, Editor, evaluator, Leads manager, super admin}, signed in with the panel's admin JWT
// and with the cookie session: who gets in, and that a refusal changes nothing. The evaluator is
// assigned to each lead a call is about; the Content Manager and the lead admins' routes refuse it.
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { ASSIGNMENT_UID, AUDIT_UID, CONFLICT_UID, EVALUATOR_AREA_UID, LEAD_UID } from '../../../lib/uids';
import { signIn, withCookie, type CookieSession } from '../../auth/__tests__/sessions';

type Who = 'anonymous' | 'editor' | 'evaluator' | 'leads' | 'super';
type Via = 'bearer' | 'cookie';
type Method = 'get' | 'post' | 'put';

const ROLE: Record<Exclude<Who, 'anonymous'>, string> = {
  editor: 'strapi-editor',
  evaluator: 'evaluator',
  leads: 'leads-manager',
  super: 'strapi-super-admin',
};

const EVALUATION = { anonymous: 401, editor: 403, evaluator: 200, leads: 200, super: 200 };
const LEAD_ADMINS = { anonymous: 401, editor: 403, evaluator: 403, leads: 200, super: 200 };
const SUPER_ONLY = { anonymous: 401, editor: 403, evaluator: 403, leads: 403, super: 200 };
const EVALUATOR_ONLY = { anonymous: 401, editor: 403, evaluator: 200, leads: 403, super: 403 };

const RUBRIC = {
  criteria: [
    { key: 'clarity', name: 'בהירות', description: 'עד כמה החזון ברור', weight: 2, scale: { min: 1, max: 5 } },
    { key: 'impact', name: 'השפעה', description: '', weight: 1, scale: { min: 1, max: 5 } },
  ],
};

let leadSerial = 0;
const newLead = async (app: Core.Strapi, extra: Record<string, string> = {}) => {
  leadSerial += 1;
  const reference = `VN-EVAL-${String(leadSerial).padStart(4, '0')}`;
  const lead = await app.documents(LEAD_UID).create({
    data: {
      reference,
      visionPresenters: 'ישראל ישראלי',
      contacts: [{ fullName: 'שרה כהן', email: 'sara@example.co.il' }],
      visionSubmissionArea: 'economy',
      confirmation: true,
      ...extra,
    } as never,
  });
  return { id: lead.id as number, documentId: lead.documentId, reference };
};

type Route = {
  name: string;
  expected: Record<Who, number>;
  call: (
    app: Core.Strapi,
    ids: Record<Exclude<Who, 'anonymous'>, number>,
  ) => Promise<{ method: Method; path: string; body?: object; check: (status: number) => Promise<void> }>;
};

const assign = (app: Core.Strapi, leadId: number, evaluatorId: number, extra: Record<string, unknown> = {}) =>
  app.db
    .query(ASSIGNMENT_UID)
    .create({ data: { leadId, evaluatorId, assignedAt: new Date(), state: 'assigned', ...extra } });

const stateOf = async (app: Core.Strapi, leadId: number, evaluatorId: number) =>
  ((await app.db.query(ASSIGNMENT_UID).findOne({ where: { leadId, evaluatorId } })) as { state: string } | null)?.state;

const nothing = async () => undefined;

const ROUTES: Route[] = [
  {
    name: 'GET /api/evaluation/rubric',
    expected: EVALUATION,
    call: async () => ({ method: 'get', path: '/api/evaluation/rubric', check: nothing }),
  },
  {
    name: 'PUT /api/evaluation/rubric',
    expected: SUPER_ONLY,
    call: async (app) => {
      const entries = () => app.db.query(AUDIT_UID).count({ where: { action: 'evaluation-rubric' } });
      const before = await entries();
      return {
        method: 'put',
        path: '/api/evaluation/rubric',
        body: RUBRIC,
        check: async (status) => expect(await entries()).toBe(before + (status === 200 ? 1 : 0)),
      };
    },
  },
  {
    name: 'GET /api/evaluation/evaluators',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/evaluation/evaluators', check: nothing }),
  },
  {
    name: 'GET /api/evaluation/progress',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/evaluation/progress', check: nothing }),
  },
  {
    name: 'PUT /api/evaluation/evaluators/:id/areas',
    expected: LEAD_ADMINS,
    call: async (app, ids) => {
      await app.db.query(EVALUATOR_AREA_UID).deleteMany({ where: { evaluatorId: ids.evaluator } });
      return {
        method: 'put',
        path: `/api/evaluation/evaluators/${ids.evaluator}/areas`,
        body: { areas: ['health'] },
        check: async (status) =>
          expect(await app.db.query(EVALUATOR_AREA_UID).count({ where: { evaluatorId: ids.evaluator } })).toBe(
            status === 200 ? 1 : 0,
          ),
      };
    },
  },
  {
    name: 'POST /api/leads/:id/evaluators',
    expected: LEAD_ADMINS,
    call: async (app, ids) => {
      const lead = await newLead(app);
      return {
        method: 'post',
        path: `/api/leads/${lead.documentId}/evaluators`,
        body: { evaluatorIds: [ids.evaluator] },
        check: async (status) =>
          expect(await stateOf(app, lead.id, ids.evaluator)).toBe(status === 200 ? 'assigned' : undefined),
      };
    },
  },
  {
    name: 'POST /api/evaluation/assign',
    expected: LEAD_ADMINS,
    call: async (app, ids) => {
      const lead = await newLead(app);
      return {
        method: 'post',
        path: '/api/evaluation/assign',
        body: { filters: { search: lead.reference }, perLead: 1, evaluatorIds: [ids.evaluator] },
        check: async (status) =>
          expect(await stateOf(app, lead.id, ids.evaluator)).toBe(status === 200 ? 'assigned' : undefined),
      };
    },
  },
  {
    name: 'GET /api/evaluation/queue',
    expected: EVALUATOR_ONLY,
    call: async () => ({ method: 'get', path: '/api/evaluation/queue', check: nothing }),
  },
  {
    name: 'GET /api/evaluation/ranking',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/evaluation/ranking?area=economy', check: nothing }),
  },
  {
    name: 'GET /api/leads/:id/proposal',
    expected: EVALUATION,
    call: async (app, ids) => {
      const lead = await newLead(app);
      await assign(app, lead.id, ids.evaluator);
      return { method: 'get', path: `/api/leads/${lead.documentId}/proposal`, check: nothing };
    },
  },
  {
    // Who may ask decides first; a file not scanned clean then answers 409 FILE_NOT_CLEAN.
    name: 'GET /api/leads/:id/file?inline=1 (pending)',
    expected: { ...EVALUATION, evaluator: 409, leads: 409, super: 409 },
    call: async (app, ids) => {
      const lead = await newLead(app, { attachmentKey: randomBytes(16).toString('hex'), fileScan: 'pending' });
      await assign(app, lead.id, ids.evaluator);
      return { method: 'get', path: `/api/leads/${lead.documentId}/file?inline=1`, check: nothing };
    },
  },
  {
    name: 'PUT /api/leads/:id/score',
    expected: EVALUATOR_ONLY,
    call: async (app, ids) => {
      const lead = await newLead(app);
      await assign(app, lead.id, ids.evaluator);
      return {
        method: 'put',
        path: `/api/leads/${lead.documentId}/score`,
        body: { scores: { clarity: 3 } },
        check: async (status) =>
          expect(await stateOf(app, lead.id, ids.evaluator)).toBe(status === 200 ? 'draft' : 'assigned'),
      };
    },
  },
  {
    name: 'GET /api/leads/:id/scores',
    expected: EVALUATION,
    call: async (app, ids) => {
      const lead = await newLead(app);
      await assign(app, lead.id, ids.evaluator);
      return { method: 'get', path: `/api/leads/${lead.documentId}/scores`, check: nothing };
    },
  },
  {
    name: 'POST /api/leads/:id/scores/:evaluatorId/reopen',
    expected: LEAD_ADMINS,
    call: async (app, ids) => {
      const lead = await newLead(app);
      await assign(app, lead.id, ids.evaluator, {
        state: 'submitted',
        scores: { clarity: 3, impact: 3 },
        submittedAt: new Date(),
      });
      return {
        method: 'post',
        path: `/api/leads/${lead.documentId}/scores/${ids.evaluator}/reopen`,
        check: async (status) =>
          expect(await stateOf(app, lead.id, ids.evaluator)).toBe(status === 200 ? 'draft' : 'submitted'),
      };
    },
  },
  {
    name: 'POST /api/leads/:id/conflict',
    expected: EVALUATOR_ONLY,
    call: async (app, ids) => {
      const lead = await newLead(app);
      await assign(app, lead.id, ids.evaluator);
      return {
        method: 'post',
        path: `/api/leads/${lead.documentId}/conflict`,
        body: { reason: 'בן משפחה' },
        check: async (status) => {
          expect(await stateOf(app, lead.id, ids.evaluator)).toBe(status === 200 ? undefined : 'assigned');
          expect(await app.db.query(CONFLICT_UID).count({ where: { leadId: lead.id } })).toBe(status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    // The lead admins' routes stay theirs: an evaluator reads no list.
    name: 'GET /api/leads/paginate',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/leads/paginate', check: nothing }),
  },
];

describe('who may call which evaluation route', () => {
  const cms = useCms({ AUTH_RATE_LIMIT_MAX: '1000' });
  const tokens: Partial<Record<Who, string>> = {};
  const sessions: Partial<Record<Who, CookieSession>> = {};
  const ids = {} as Record<Exclude<Who, 'anonymous'>, number>;

  beforeAll(async () => {
    for (const [who, role] of Object.entries(ROLE) as [Exclude<Who, 'anonymous'>, string][]) {
      const user = (await createAdmin(cms.app, role, `${who}@vision.test`)) as { id: number };
      ids[who] = user.id;
      tokens[who] = await adminToken(cms.app, `${who}@vision.test`);
    }
    const superToken = tokens.super!;
    await request(cms.app.server.httpServer)
      .put('/api/evaluation/rubric')
      .set('Authorization', `Bearer ${superToken}`)
      .send(RUBRIC)
      .expect(200);
  });

  const send = async (who: Who, via: Via, method: Method, path: string, body?: object) => {
    if (who !== 'anonymous' && via === 'cookie') {
      const session = (sessions[who] ??= await signIn(cms.app, `${who}@vision.test`));
      const call = withCookie(cms.app, session, method, path);
      return body ? call.send(body) : call;
    }
    const call = request(cms.app.server.httpServer)[method](path);
    if (who !== 'anonymous') call.set('Authorization', `Bearer ${tokens[who]}`);
    return body ? call.send(body) : call;
  };

  const cases = ROUTES.flatMap((route) =>
    (['bearer', 'cookie'] as Via[]).flatMap((via) =>
      (Object.keys(route.expected) as Who[]).map((who) => [route.name, via, who, route] as const),
    ),
  );

  it.each(cases)('%s by %s as %s', async (_name, via, who, route) => {
    const { method, path, body, check } = await route.call(cms.app, ids);
    const response = await send(who, via, method, path, body);
    expect({ status: response.status, body: response.status >= 400 ? response.body : null }).toMatchObject({
      status: route.expected[who],
    });
    expect(response.body.success).toBe(response.status < 400);
    if (response.status === 401) expect(response.body.error.code).toBe('UNAUTHORIZED');
    if (response.status === 403) expect(response.body.error.code).toBe('FORBIDDEN');
    if (response.status === 409) expect(response.body).toMatchObject({ error: { code: 'FILE_NOT_CLEAN' } });
    await check(response.status);
  });

  it('keeps the evaluator out of the Content Manager: no lead, no Settings', async () => {
    for (const path of [
      `/content-manager/collection-types/${LEAD_UID}`,
      '/content-manager/single-types/api::setting.setting',
    ]) {
      const response = await request(cms.app.server.httpServer)
        .get(path)
        .set('Authorization', `Bearer ${tokens.evaluator}`);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });

  it('refuses a cookie-signed-in score without the anti-forgery header before saving it', async () => {
    const session = (sessions.evaluator ??= await signIn(cms.app, 'evaluator@vision.test'));
    const lead = await newLead(cms.app);
    await assign(cms.app, lead.id, ids.evaluator);
    const response = await withCookie(cms.app, session, 'put', `/api/leads/${lead.documentId}/score`, null).send({
      scores: { clarity: 2 },
    });
    expect(response.body.error.code).toBe('CSRF_TOKEN_INVALID');
    expect(await stateOf(cms.app, lead.id, ids.evaluator)).toBe('assigned');
  });
});
