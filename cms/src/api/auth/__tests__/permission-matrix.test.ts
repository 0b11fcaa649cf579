// Every auth, admins, lead review, erasure and file route (a file not scanned clean: 409) (the subject export answers a file, not the
// contract's JSON: lead-erasure.test.ts checks who gets it) × {anonymous, Editor, Leads manager, super admin},
// signed in with the panel's admin JWT and with the cookie session: who gets in, and that a
// refusal changes nothing.
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin, PASSWORD } from '../../../../tests/admin-users';
import { AUDIT_UID, LEAD_UID, NOTE_UID } from '../../../lib/uids';
import { signIn, withCookie, type CookieSession } from './sessions';

type Who = 'anonymous' | 'editor' | 'leads' | 'super';
type Via = 'bearer' | 'cookie';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const ROLE: Record<Exclude<Who, 'anonymous'>, string> = {
  editor: 'strapi-editor',
  leads: 'leads-manager',
  super: 'strapi-super-admin',
};

const SIGNED_IN = { anonymous: 401, editor: 200, leads: 200, super: 200 };
const SUPER_ONLY = { anonymous: 401, editor: 403, leads: 403, super: 200 };
const LEAD_ADMINS = { anonymous: 401, editor: 403, leads: 200, super: 200 };

let leadSerial = 0;
/** A lead of its own for each call, as the panel would create one (the intake's rows are the same). */
const newLead = async (app: Core.Strapi, extra: Record<string, string> = {}) => {
  leadSerial += 1;
  const lead = await app.documents(LEAD_UID).create({
    data: {
      reference: `VN-PERM-${String(leadSerial).padStart(4, '0')}`,
      visionPresenters: 'ישראל ישראלי',
      contacts: [{ fullName: 'שרה כהן', email: 'sara@example.co.il' }],
      visionSubmissionArea: 'economy',
      confirmation: true,
      ...extra,
    } as never,
  });
  return { id: lead.id as number, documentId: lead.documentId };
};

let serial = 0;
const uniqueEmail = (label: string) => `${label}-${(serial += 1)}@vision.test`;

/** One route: how to call it, and what must (not) have happened afterwards. */
type Route = {
  name: string;
  expected: Record<Who, number>;
  call: (
    app: Core.Strapi,
  ) => Promise<{ method: Method; path: string; body?: object; check: (status: number) => Promise<void> }>;
};

const ROUTES: Route[] = [
  {
    name: 'GET /api/auth/admin',
    expected: SIGNED_IN,
    call: async () => ({ method: 'get', path: '/api/auth/admin', check: async () => undefined }),
  },
  {
    name: 'GET /api/admins/paginate',
    expected: SUPER_ONLY,
    call: async () => ({ method: 'get', path: '/api/admins/paginate', check: async () => undefined }),
  },
  {
    name: 'POST /api/admins/create',
    expected: { ...SUPER_ONLY, super: 201 },
    call: async (app) => {
      const email = uniqueEmail('created');
      return {
        method: 'post',
        path: '/api/admins/create',
        body: { email, firstname: 'חדש', lastname: 'מנהל', password: PASSWORD, roles: ['strapi-editor'] },
        check: async (status) => {
          const exists = await app.db.query('admin::user').count({ where: { email } });
          expect(exists).toBe(status === 201 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'PUT /api/admins/update/:id',
    expected: SUPER_ONLY,
    call: async (app) => {
      const target = await createAdmin(app, 'strapi-editor', uniqueEmail('renamed'));
      return {
        method: 'put',
        path: `/api/admins/update/${target.id}`,
        body: { firstname: 'שם חדש' },
        check: async (status) => {
          const after = await app.db.query('admin::user').findOne({ where: { id: target.id } });
          expect(after.firstname).toBe(status === 200 ? 'שם חדש' : 'בודק');
        },
      };
    },
  },
  {
    name: 'DELETE /api/admins/delete/:id',
    expected: SUPER_ONLY,
    call: async (app) => {
      const target = await createAdmin(app, 'strapi-editor', uniqueEmail('deleted'));
      return {
        method: 'delete',
        path: `/api/admins/delete/${target.id}`,
        check: async (status) => {
          const exists = await app.db.query('admin::user').count({ where: { id: target.id } });
          expect(exists).toBe(status === 200 ? 0 : 1);
        },
      };
    },
  },
  {
    name: 'GET /api/leads/:id/review',
    expected: LEAD_ADMINS,
    call: async (app) => {
      const lead = await newLead(app);
      return { method: 'get', path: `/api/leads/${lead.documentId}/review`, check: async () => undefined };
    },
  },
  {
    name: 'PUT /api/leads/:id/review',
    expected: LEAD_ADMINS,
    call: async (app) => {
      const lead = await newLead(app);
      return {
        method: 'put',
        path: `/api/leads/${lead.documentId}/review`,
        body: { status: 'shortlisted' },
        check: async (status) => {
          const stored = await app.db.query(LEAD_UID).findOne({ where: { id: lead.id } });
          expect(stored.reviewStatus).toBe(status === 200 ? 'shortlisted' : 'new');
          const audited = await app.db.query('api::audit-entry.audit-entry').count({
            where: { action: 'lead-review', leadReference: stored.reference },
          });
          expect(audited).toBe(status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'GET /api/leads/:id/notes',
    expected: LEAD_ADMINS,
    call: async (app) => {
      const lead = await newLead(app);
      return { method: 'get', path: `/api/leads/${lead.documentId}/notes`, check: async () => undefined };
    },
  },
  {
    name: 'POST /api/leads/:id/notes',
    expected: { ...LEAD_ADMINS, leads: 201, super: 201 },
    call: async (app) => {
      const lead = await newLead(app);
      return {
        method: 'post',
        path: `/api/leads/${lead.documentId}/notes`,
        body: { text: 'הערה' },
        check: async (status) => {
          expect(await app.db.query(NOTE_UID).count({ where: { leadId: lead.id } })).toBe(status === 201 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'GET /api/leads/reviewers',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/leads/reviewers', check: async () => undefined }),
  },
  {
    name: 'GET /api/leads/stats',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/leads/stats', check: async () => undefined }),
  },
  {
    name: 'GET /api/leads/stats?fileScan=infected',
    expected: LEAD_ADMINS,
    call: async () => ({ method: 'get', path: '/api/leads/stats?fileScan=infected', check: async () => undefined }),
  },
  ...(['pending', 'infected', 'unscannable'] as const).map(
    (fileScan): Route => ({
      // Who may ask decides first; a file not scanned clean then answers 409 FILE_NOT_CLEAN, and
      // nobody's download is recorded.
      name: `GET /api/leads/:id/file (${fileScan})`,
      expected: { ...LEAD_ADMINS, leads: 409, super: 409 },
      call: async (app) => {
        const lead = await newLead(app, { attachmentKey: randomBytes(16).toString('hex'), fileScan });
        const downloads = () => app.db.query(AUDIT_UID).count({ where: { action: 'attachment-download' } });
        const before = await downloads();
        return {
          method: 'get',
          path: `/api/leads/${lead.documentId}/file`,
          check: async () => expect(await downloads()).toBe(before),
        };
      },
    }),
  ),
  {
    name: 'POST /api/leads/erase',
    expected: LEAD_ADMINS,
    call: async (app) => {
      const lead = await newLead(app);
      const stored = await app.db.query(LEAD_UID).findOne({ where: { id: lead.id } });
      return {
        method: 'post',
        path: '/api/leads/erase',
        body: { reference: stored.reference },
        check: async (status) => {
          expect(await app.db.query(LEAD_UID).count({ where: { id: lead.id } })).toBe(status === 200 ? 0 : 1);
        },
      };
    },
  },
  {
    name: 'POST /api/auth/session-out',
    expected: SIGNED_IN,
    call: async () => ({ method: 'post', path: '/api/auth/session-out', check: async () => undefined }),
  },
];

describe('who may call which admin route', () => {
  const cms = useCms({ AUTH_RATE_LIMIT_MAX: '1000' });
  const tokens: Partial<Record<Who, string>> = {};
  const sessions: Partial<Record<Who, CookieSession>> = {};

  beforeAll(async () => {
    for (const [who, role] of Object.entries(ROLE)) {
      await createAdmin(cms.app, role, `${who}@vision.test`);
      tokens[who as Who] = await adminToken(cms.app, `${who}@vision.test`);
    }
  });

  const send = async (who: Who, via: Via, method: Method, path: string, body?: object) => {
    if (who !== 'anonymous' && via === 'cookie') {
      // session-out ends the session it is called with: give it one of its own.
      const session =
        path === '/api/auth/session-out'
          ? await signIn(cms.app, `${who}@vision.test`)
          : (sessions[who] ??= await signIn(cms.app, `${who}@vision.test`));
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
    const { method, path, body, check } = await route.call(cms.app);
    const response = await send(who, via, method, path, body);
    expect(response.status).toBe(route.expected[who]);
    expect(response.body.success).toBe(response.status < 400);
    if (response.status === 401) expect(response.body.error.code).toBe('UNAUTHORIZED');
    if (response.status === 403) expect(response.body.error.code).toBe('FORBIDDEN');
    if (response.status === 409) {
      expect(response.body).toMatchObject({ error: { code: 'FILE_NOT_CLEAN' }, fileScan: expect.any(String) });
    }
    await check(response.status);
  });

  it('refuses a cookie-signed-in review change or note without the anti-forgery header before doing it', async () => {
    const session = (sessions.leads ??= await signIn(cms.app, 'leads@vision.test'));
    const lead = await newLead(cms.app);
    const patch = withCookie(cms.app, session, 'put', `/api/leads/${lead.documentId}/review`, null);
    expect((await patch.send({ status: 'declined' })).body.error.code).toBe('CSRF_TOKEN_INVALID');
    const note = withCookie(cms.app, session, 'post', `/api/leads/${lead.documentId}/notes`, null);
    expect((await note.send({ text: 'x' })).body.error.code).toBe('CSRF_TOKEN_INVALID');
    expect((await cms.app.db.query(LEAD_UID).findOne({ where: { id: lead.id } })).reviewStatus).toBe('new');
    expect(await cms.app.db.query(NOTE_UID).count({ where: { leadId: lead.id } })).toBe(0);
  });

  it('refuses a cookie-signed-in change without the anti-forgery header before doing it', async () => {
    const session = (sessions.super ??= await signIn(cms.app, 'super@vision.test'));
    const email = uniqueEmail('forged');
    const body = { email, firstname: 'x', password: PASSWORD, roles: ['strapi-editor'] };
    const response = await withCookie(cms.app, session, 'post', '/api/admins/create', null).send(body).expect(403);
    expect(response.body.error.code).toBe('CSRF_TOKEN_INVALID');
    expect(await cms.app.db.query('admin::user').count({ where: { email } })).toBe(0);
  });
});
