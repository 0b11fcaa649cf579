// The 'leads' level of global::admin-access, checked on the real permission engine (the lead
// routes that use it come from another part of the app), and Strapi API tokens: they may read
// leads when Strapi would let them read, and are never taken for a person.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin, PASSWORD } from '../../../../tests/admin-users';

/** What the policy tells the service of a request with this Authorization header and no cookies. */
const credentialsOf = (authorization: string) => ({
  bearer: authorization.replace(/^Bearer /, ''),
  sessionToken: null,
});

describe("the 'leads' level", () => {
  const cms = useCms();
  const access = () => cms.app.service('api::auth.admin-access');
  const tokens: Record<string, string> = {};

  const reaches = async (authorization: string, level: string, method = 'GET') => {
    const identity = await access().identify(credentialsOf(authorization));
    if (!identity) return 'nobody';
    return (await access().permits(identity, level, method)) ? 'allowed' : 'refused';
  };

  const createToken = async (attributes: Record<string, unknown>) => {
    const created = await cms.app.service('admin::api-token-content-api').create({
      description: '',
      lifespan: null,
      ...attributes,
    });
    return created as { id: number; accessKey: string };
  };

  beforeAll(async () => {
    for (const [who, role] of [
      ['editor', 'strapi-editor'],
      ['leads', 'leads-manager'],
      ['super', 'strapi-super-admin'],
    ]) {
      await createAdmin(cms.app, role, `${who}@vision.test`);
      tokens[who] = await adminToken(cms.app, `${who}@vision.test`);
    }
  });

  it('lets Leads managers and super admins read leads, never Editors', async () => {
    expect(await reaches(`Bearer ${tokens.editor}`, 'leads')).toBe('refused');
    expect(await reaches(`Bearer ${tokens.leads}`, 'leads')).toBe('allowed');
    expect(await reaches(`Bearer ${tokens.super}`, 'leads')).toBe('allowed');
  });

  it('follows the role as the panel changes it', async () => {
    const role = await cms.app.service('admin::role').findOne({ code: 'leads-manager' });
    const permissions = await cms.app.service('admin::permission').findMany({ where: { role: { id: role.id } } });
    await cms.app.service('admin::permission').deleteByIds(permissions.map((p: { id: number }) => p.id));
    expect(await reaches(`Bearer ${tokens.leads}`, 'leads')).toBe('refused');
  });

  it('lets a read-only or full-access API token read leads, and nothing else', async () => {
    for (const type of ['read-only', 'full-access']) {
      const { accessKey } = await createToken({ name: `${type} token`, type });
      expect(await reaches(`Bearer ${accessKey}`, 'leads', 'GET')).toBe('allowed');
      expect(await reaches(`Bearer ${accessKey}`, 'leads', 'POST')).toBe('refused');
      expect(await reaches(`Bearer ${accessKey}`, 'signed-in')).toBe('refused');
      expect(await reaches(`Bearer ${accessKey}`, 'super-admin')).toBe('refused');
    }
  });

  it('refuses a custom API token without permission to read leads', async () => {
    const { accessKey } = await createToken({
      name: 'custom token',
      type: 'custom',
      permissions: ['api::lead.lead.create'],
    });
    expect(await reaches(`Bearer ${accessKey}`, 'leads')).toBe('refused');
  });

  it('treats an expired or unknown API token as no credentials', async () => {
    const { id, accessKey } = await createToken({ name: 'expired token', type: 'read-only' });
    await cms.app.db
      .query('admin::api-token')
      .update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await reaches(`Bearer ${accessKey}`, 'leads')).toBe('nobody');
    expect(await reaches('Bearer 0123456789abcdef', 'leads')).toBe('nobody');
  });

  it('keeps a full-access API token out of the admin-account and sign-in routes', async () => {
    const { accessKey } = await createToken({ name: 'full token', type: 'full-access' });
    const server = cms.app.server.httpServer;
    const bearer = `Bearer ${accessKey}`;
    const list = await request(server).get('/api/admins/paginate').set('Authorization', bearer).expect(403);
    expect(list.body.error.code).toBe('FORBIDDEN');
    const email = 'by-token@vision.test';
    await request(server)
      .post('/api/admins/create')
      .set('Authorization', bearer)
      .send({ email, firstname: 'x', password: PASSWORD, roles: ['strapi-super-admin'] })
      .expect(403);
    expect(await cms.app.db.query('admin::user').count({ where: { email } })).toBe(0);
    await request(server).get('/api/auth/admin').set('Authorization', bearer).expect(403);
  });
});
