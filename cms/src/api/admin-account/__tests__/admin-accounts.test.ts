// Super admins managing the panel's accounts over /api/admins: the rules a person relies on.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin, PASSWORD } from '../../../../tests/admin-users';

const SECRET_KEYS = /password|resetPasswordToken|registrationToken/;

describe('/api/admins', () => {
  const cms = useCms();
  let token: string;
  let me: { id: number };
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    request(cms.app.server.httpServer)[method](path).set('Authorization', `Bearer ${token}`);
  const users = () => cms.app.db.query('admin::user');
  const expectNoSecrets = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(SECRET_KEYS);

  beforeAll(async () => {
    me = await createAdmin(cms.app, 'strapi-super-admin', 'super@vision.test');
    token = await adminToken(cms.app, 'super@vision.test');
  });

  it('creates a panel account that can sign in to the panel, and never shows its password', async () => {
    const response = await call('post', '/api/admins/create')
      .send({
        email: 'New.Editor@vision.test',
        firstname: 'דנה',
        lastname: 'כהן',
        password: 'Strong-Passw0rd',
        roles: ['strapi-editor'],
      })
      .expect(201);
    expect(response.body.data).toMatchObject({
      email: 'new.editor@vision.test',
      firstname: 'דנה',
      isActive: true,
      roles: [expect.objectContaining({ code: 'strapi-editor' })],
    });
    expectNoSecrets(response.body);
    const login = await request(cms.app.server.httpServer)
      .post('/admin/login')
      .send({ email: 'new.editor@vision.test', password: 'Strong-Passw0rd' });
    expect(login.status).toBe(200);
  });

  it('accepts role ids as well as role codes', async () => {
    const leadsRole = await cms.app.service('admin::role').findOne({ code: 'leads-manager' });
    const response = await call('post', '/api/admins/create')
      .send({ email: 'by-id@vision.test', firstname: 'x', password: PASSWORD, roles: [leadsRole.id] })
      .expect(201);
    expect(response.body.data.roles).toEqual([{ id: leadsRole.id, code: 'leads-manager', name: 'מנהל הצעות' }]);
  });

  it.each([
    ['short', 'Ab1'],
    ['no uppercase', 'lowercase-only-1'],
    ['no lowercase', 'UPPERCASE-ONLY-1'],
    ['no digit', 'No-Digits-Here'],
  ])('refuses a weak password (%s) as Strapi would', async (_case, password) => {
    const response = await call('post', '/api/admins/create')
      .send({ email: 'weak@vision.test', firstname: 'x', password, roles: ['strapi-editor'] })
      .expect(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'INVALID_FORMAT' } });
    expect(await users().count({ where: { email: 'weak@vision.test' } })).toBe(0);
  });

  it('refuses a password longer than bcrypt reads (72 bytes)', async () => {
    const response = await call('post', '/api/admins/create')
      .send({ email: 'long@vision.test', firstname: 'x', password: `Aa1${'א'.repeat(35)}`, roles: ['strapi-editor'] })
      .expect(400);
    expect(response.body.error.fields).toEqual({ password: 'MAX_LENGTH' });
  });

  it('lists every missing or wrong field at once', async () => {
    const response = await call('post', '/api/admins/create')
      .send({ email: 'nope', roles: ['no-such-role'] })
      .expect(400);
    expect(response.body.error.fields).toEqual({
      email: 'INVALID_EMAIL',
      firstname: 'REQUIRED',
      password: 'REQUIRED',
      roles: 'INVALID_FORMAT',
    });
  });

  it('refuses an e-mail address another account has, in any letter case', async () => {
    const response = await call('post', '/api/admins/create')
      .send({ email: 'SUPER@vision.test', firstname: 'x', password: PASSWORD, roles: ['strapi-editor'] })
      .expect(409);
    expect(response.body.error.code).toBe('EMAIL_TAKEN');
    const other = await createAdmin(cms.app, 'strapi-editor', 'other@vision.test');
    await call('put', `/api/admins/update/${other.id}`).send({ email: 'super@vision.test' }).expect(409);
  });

  it('pages through the accounts', async () => {
    const total = await users().count();
    const response = await call('get', '/api/admins/paginate?page=2&pageSize=2').expect(200);
    expect(response.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: Math.ceil(total / 2), total });
    expect(response.body.data).toHaveLength(Math.min(2, total - 2));
    expectNoSecrets(response.body);
    const tooBig = await call('get', '/api/admins/paginate?pageSize=101').expect(400);
    expect(tooBig.body.error.fields).toEqual({ pageSize: 'INVALID_FORMAT' });
  });

  it('updates an account and its password', async () => {
    const account = await createAdmin(cms.app, 'strapi-editor', 'update-me@vision.test');
    const response = await call('put', `/api/admins/update/${account.id}`)
      .send({ lastname: 'לוי', password: 'Another-Passw0rd', roles: ['leads-manager'] })
      .expect(200);
    expect(response.body.data).toMatchObject({
      lastname: 'לוי',
      roles: [expect.objectContaining({ code: 'leads-manager' })],
    });
    expectNoSecrets(response.body);
    await request(cms.app.server.httpServer)
      .post('/api/auth/session-in')
      .send({ email: 'update-me@vision.test', password: 'Another-Passw0rd' })
      .expect(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    for (const path of ['/api/admins/update/999999', '/api/admins/update/abc']) {
      const response = await call('put', path).send({ firstname: 'x' }).expect(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    await call('delete', '/api/admins/delete/999999').expect(404);
  });

  it('does not let a super admin delete or switch off their own account', async () => {
    const deleting = await call('delete', `/api/admins/delete/${me.id}`).expect(403);
    expect(deleting.body.error.code).toBe('PROTECTED_ACCOUNT');
    const deactivating = await call('put', `/api/admins/update/${me.id}`).send({ isActive: false }).expect(403);
    expect(deactivating.body.error.code).toBe('PROTECTED_ACCOUNT');
    expect((await users().findOne({ where: { id: me.id } })).isActive).toBe(true);
  });

  it('deletes another account and ends its cookie sessions', async () => {
    const account = await createAdmin(cms.app, 'strapi-editor', 'delete-me@vision.test');
    const signedIn = await request(cms.app.server.httpServer)
      .post('/api/auth/session-in')
      .send({ email: 'delete-me@vision.test', password: PASSWORD })
      .expect(200);
    const response = await call('delete', `/api/admins/delete/${account.id}`).expect(200);
    expect(response.body.data.email).toBe('delete-me@vision.test');
    expectNoSecrets(response.body);
    expect(await users().count({ where: { id: account.id } })).toBe(0);
    expect(
      await cms.app.db.query('api::admin-session.admin-session').count({ where: { adminUserId: account.id } }),
    ).toBe(0);
    expect(signedIn.body.data.id).toBe(account.id);
  });

  it('may delete a super admin account that is switched off', async () => {
    const inactive = await createAdmin(cms.app, 'strapi-super-admin', 'inactive-super@vision.test');
    await users().update({ where: { id: inactive.id }, data: { isActive: false } });
    await call('delete', `/api/admins/delete/${inactive.id}`).expect(200);
    expect(await users().count({ where: { id: inactive.id } })).toBe(0);
  });

  // Last: it ends with this suite's super admin stepping down.
  it('never leaves the panel without an active super admin', async () => {
    // Only I am an active super admin: I may not take the role from myself.
    const demoting = await call('put', `/api/admins/update/${me.id}`)
      .send({ roles: ['strapi-editor'] })
      .expect(403);
    expect(demoting.body.error.code).toBe('PROTECTED_ACCOUNT');

    // A second super admin who is switched off does not count.
    const second = await createAdmin(cms.app, 'strapi-super-admin', 'second-super@vision.test');
    await users().update({ where: { id: second.id }, data: { isActive: false } });
    await call('put', `/api/admins/update/${me.id}`)
      .send({ roles: ['strapi-editor'] })
      .expect(403);

    // Once it is active I may step down; then the second is the last, and may not step down in turn.
    await call('put', `/api/admins/update/${second.id}`).send({ isActive: true }).expect(200);
    await call('put', `/api/admins/update/${me.id}`)
      .send({ roles: ['strapi-editor'] })
      .expect(200);
    const secondToken = await adminToken(cms.app, 'second-super@vision.test');
    const last = await request(cms.app.server.httpServer)
      .put(`/api/admins/update/${second.id}`)
      .set('Authorization', `Bearer ${secondToken}`)
      .send({ roles: ['leads-manager'] })
      .expect(403);
    expect(last.body.error.code).toBe('PROTECTED_ACCOUNT');
    const roles = (await users().findOne({ where: { id: second.id }, populate: ['roles'] })).roles;
    expect(roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
  });
});

describe('/api/admins when two super admins step down at the same moment', () => {
  const cms = useCms();

  it('lets one of them go and keeps the other', async () => {
    const first = await createAdmin(cms.app, 'strapi-super-admin', 'first-super@vision.test');
    const second = await createAdmin(cms.app, 'strapi-super-admin', 'second-super@vision.test');
    const [firstToken, secondToken] = await Promise.all([
      adminToken(cms.app, 'first-super@vision.test'),
      adminToken(cms.app, 'second-super@vision.test'),
    ]);
    const stepDown = (id: number, bearer: string) =>
      request(cms.app.server.httpServer)
        .put(`/api/admins/update/${id}`)
        .set('Authorization', `Bearer ${bearer}`)
        .send({ roles: ['strapi-editor'] });

    const answers = await Promise.all([stepDown(first.id, firstToken), stepDown(second.id, secondToken)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.status === 403)!.body.error.code).toBe('PROTECTED_ACCOUNT');
    const superAdmins = await cms.app.db
      .query('admin::user')
      .count({ where: { isActive: true, roles: { code: 'strapi-super-admin' } } });
    expect(superAdmins).toBe(1);
  });
});
