import request from 'supertest';
import { useCms } from '../../../tests/harness';
import { adminToken, createAdmin } from '../../../tests/admin-users';

type AdminUser = { id: number; email: string; preferedLanguage: string | null };

describe('the panel language of admin accounts', () => {
  const cms = useCms();
  const languageOf = async (email: string) =>
    ((await cms.app.db.query('admin::user').findOne({ where: { email } })) as AdminUser).preferedLanguage;
  const me = (token: string) =>
    request(cms.app.server.httpServer).get('/admin/users/me').set('Authorization', `Bearer ${token}`);

  it('gives Hebrew to a new account that names no language', async () => {
    await createAdmin(cms.app, 'strapi-editor', 'new.editor@vision.test');
    expect(await languageOf('new.editor@vision.test')).toBe('he');
  });

  it('keeps the language an account is created with', async () => {
    const role = await cms.app.service('admin::role').findOne({ code: 'strapi-editor' });
    await cms.app.service('admin::user').create({
      email: 'english.editor@vision.test',
      firstname: 'Editor',
      preferedLanguage: 'en',
      isActive: true,
      roles: [role.id],
    });
    expect(await languageOf('english.editor@vision.test')).toBe('en');
  });

  it('shows Hebrew to the account itself when it signs in', async () => {
    const token = await adminToken(cms.app, 'new.editor@vision.test');
    const { body } = await me(token).expect(200);
    expect(body.data.preferedLanguage).toBe('he');
  });

  it('gives Hebrew on restart to accounts written without one, and keeps a chosen English', async () => {
    await createAdmin(cms.app, 'strapi-super-admin', 'chooser@vision.test');
    await createAdmin(cms.app, 'leads-manager', 'legacy@vision.test');
    // An account from before this default: no language, written past the lifecycle hooks.
    await cms.app.db
      .connection('admin_users')
      .where({ email: 'legacy@vision.test' })
      .update({ prefered_language: null });
    expect(await languageOf('legacy@vision.test')).toBeNull();

    // Its owner picks English on the profile page, which saves through /admin/users/me.
    const token = await adminToken(cms.app, 'chooser@vision.test');
    await request(cms.app.server.httpServer)
      .put('/admin/users/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ preferedLanguage: 'en' })
      .expect(200);

    await cms.restart();

    expect(await languageOf('legacy@vision.test')).toBe('he');
    expect(await languageOf('chooser@vision.test')).toBe('en');
    expect(await languageOf('english.editor@vision.test')).toBe('en');
    const { body } = await me(await adminToken(cms.app, 'chooser@vision.test')).expect(200);
    expect(body.data.preferedLanguage).toBe('en');
  });

  it('treats a cleared language as no preference', async () => {
    const token = await adminToken(cms.app, 'new.editor@vision.test');
    await request(cms.app.server.httpServer)
      .put('/admin/users/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ preferedLanguage: null })
      .expect(200);
    expect(await languageOf('new.editor@vision.test')).toBe('he');
  });
});
