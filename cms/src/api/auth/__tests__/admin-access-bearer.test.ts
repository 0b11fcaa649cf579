// The global::admin-access policy with the panel's own admin JWT: who gets in, at which level.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';

describe('admin routes with the panel token', () => {
  const cms = useCms();
  const tokens: Record<string, string> = {};
  const get = (path: string, who?: string) => {
    const call = request(cms.app.server.httpServer).get(path);
    return who ? call.set('Authorization', `Bearer ${tokens[who]}`) : call;
  };

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'strapi-super-admin', 'super@vision.test');
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.super = await adminToken(cms.app, 'super@vision.test');
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await get('/api/auth/admin').expect(401);
    expect(response.body).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('refuses a forged or garbled token', async () => {
    tokens.forged = `${tokens.editor.slice(0, -4)}AAAA`;
    await get('/api/auth/admin', 'forged').expect(401);
  });

  it('tells a signed-in Editor who they are', async () => {
    const response = await get('/api/auth/admin', 'editor').expect(200);
    expect(response.body.data).toMatchObject({
      email: 'editor@vision.test',
      roles: [expect.objectContaining({ code: 'strapi-editor' })],
    });
  });

  it('keeps an Editor out of the super-admin routes, and lets a super admin in', async () => {
    const refused = await get('/api/admins/paginate', 'editor').expect(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const listed = await get('/api/admins/paginate', 'super').expect(200);
    expect(listed.body.meta.pagination).toMatchObject({ page: 1, pageSize: 25, total: 2 });
  });

  it('stops accepting the token of an account switched off in the panel', async () => {
    const editor = await cms.app.db.query('admin::user').findOne({ where: { email: 'editor@vision.test' } });
    await cms.app.db.query('admin::user').update({ where: { id: editor.id }, data: { isActive: false } });
    await get('/api/auth/admin', 'editor').expect(401);
  });
});
