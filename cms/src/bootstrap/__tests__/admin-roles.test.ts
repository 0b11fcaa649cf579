import request from 'supertest';
import { useCms } from '../../../tests/harness';
import { adminToken, createAdmin } from '../../../tests/admin-users';

const LEADS = '/content-manager/collection-types/api::lead.lead';
const SETTINGS = '/content-manager/single-types/api::setting.setting?locale=he';

describe('panel roles', () => {
  const cms = useCms();
  const tokens: Record<string, string> = {};
  const call = (method: 'get' | 'put' | 'post', path: string, who: string) =>
    request(cms.app.server.httpServer)[method](path).set('Authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'leads-manager', 'leads@vision.test');
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.leads = await adminToken(cms.app, 'leads@vision.test');
  });

  it('refuses an Editor every way into the leads', async () => {
    await call('get', LEADS, 'editor').expect(403);
    await call('post', LEADS, 'editor').send({ visionPresenters: 'x' }).expect(403);
  });

  it('lets an Editor read and save the site content', async () => {
    const current = await call('get', SETTINGS, 'editor').expect(200);
    const { general, seo, topSection, form, errors, areas, isClosed, closedText } = current.body.data;

    const saved = await call('put', SETTINGS, 'editor')
      .send({
        general,
        seo,
        topSection: { ...topSection, title: 'כותרת מהעורך' },
        form,
        errors,
        areas,
        isClosed,
        closedText,
      })
      .expect(200);
    expect(saved.body.data.topSection.title).toBe('כותרת מהעורך');
  });

  it('lets a Leads manager list leads but not touch the site content', async () => {
    const leads = await call('get', LEADS, 'leads').expect(200);
    expect(leads.body.results).toEqual([]);
    await call('put', SETTINGS, 'leads').send({ isClosed: true }).expect(403);
  });
});

describe('API tokens on a new install', () => {
  const cms = useCms();

  it("revokes Strapi's default full-access and read-only tokens", async () => {
    expect(await cms.app.db.query('admin::api-token').count()).toBe(0);
  });
});
