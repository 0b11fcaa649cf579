// Publishing the site's texts (issue 22), through the routes people use: the panel's Content
// Manager (save keeps a draft, publish makes it live), the preview's draft route, the versions and
// their restore, and the call's controls acting at once whatever the draft holds.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { signIn, withCookie, type CookieSession } from '../../auth/__tests__/sessions';
import { signPreviewToken } from '../../../lib/publishing/preview-token';
import { AUDIT_UID, SETTINGS_VERSION_UID } from '../../../lib/uids';

const SECRET = 'preview-secret-for-tests-0123456789';
const CM = '/content-manager/single-types/api::setting.setting';

type Who = 'anonymous' | 'editor' | 'leads' | 'super';
const ROLE: Record<Exclude<Who, 'anonymous'>, string> = {
  editor: 'strapi-editor',
  leads: 'leads-manager',
  super: 'strapi-super-admin',
};

describe('publishing the site texts', () => {
  const cms = useCms({ PREVIEW_SECRET: SECRET, AUTH_RATE_LIMIT_MAX: '1000' });
  const http = () => request(cms.app.server.httpServer);
  const tokens: Partial<Record<Who, string>> = {};
  const sessions: Partial<Record<Who, CookieSession>> = {};

  beforeAll(async () => {
    for (const [who, role] of Object.entries(ROLE)) {
      await createAdmin(cms.app, role, `${who}@publish.test`, { firstname: who === 'editor' ? 'עורכת' : 'בודק' });
      tokens[who as Who] = await adminToken(cms.app, `${who}@publish.test`);
    }
  });

  const asEditor = (method: 'get' | 'put' | 'post', path: string) =>
    http()[method](path).set('Authorization', `Bearer ${tokens.editor}`);

  /** The draft as the panel loads it (Editor), and a save of some fields from that version. */
  const loadDraft = async () => (await asEditor('get', `${CM}?locale=he`).expect(200)).body.data;
  const save = async (changes: Record<string, unknown>, version?: string) => {
    const loaded = await loadDraft();
    return asEditor('put', `${CM}?locale=he`)
      .set('X-Document-Version', version ?? loaded.updatedAt)
      .send(changes);
  };
  const publish = async (version?: string) => {
    const loaded = await loadDraft();
    return asEditor('post', `${CM}/actions/publish?locale=he`)
      .set('X-Document-Version', version ?? loaded.updatedAt)
      .send({});
  };
  const publicTexts = async () => (await http().get('/api/settings/get').expect(200)).body.data;
  const draftTexts = (secret: string | null = SECRET) => {
    const call = http().get('/api/settings/draft?locale=he');
    if (secret !== null) call.set('X-Preview-Secret', secret);
    return call;
  };
  const setHeroTitle = async (title: string) => {
    const draft = await loadDraft();
    return save({ topSection: { ...draft.topSection, title } });
  };

  it('keeps a save as a draft: the public answer shows only what is published', async () => {
    const live = (await publicTexts()).texts.he.topSection.title;
    expect((await setHeroTitle('כותרת בטיוטה')).status).toBe(200);

    expect((await publicTexts()).texts.he.topSection.title).toBe(live);
    const draft = await draftTexts().expect(200);
    expect(draft.headers['cache-control']).toBe('no-store');
    expect(draft.body.data.texts.he.topSection.title).toBe('כותרת בטיוטה');
    // The public answer carries no draft field anywhere.
    expect(JSON.stringify(await publicTexts())).not.toContain('כותרת בטיוטה');

    const state = (await asEditor('get', '/api/settings/publication').expect(200)).body.data.locales;
    expect(state).toEqual([
      expect.objectContaining({ locale: 'he', differs: true, groups: ['topSection'], fields: ['topSection.title'] }),
      // A Hebrew save leaves the other languages' drafts as published.
      expect.objectContaining({ locale: 'ar', differs: false }),
      expect.objectContaining({ locale: 'en', differs: false }),
    ]);

    expect((await publish()).status).toBe(200);
    expect((await publicTexts()).texts.he.topSection.title).toBe('כותרת בטיוטה');
    const after = (await asEditor('get', '/api/settings/publication').expect(200)).body.data.locales;
    expect(after[0]).toMatchObject({ differs: false, groups: [], fields: [] });
  });

  it('opens the draft only with the preview secret or a token signed with it', async () => {
    for (const wrong of [null, '', 'wrong', `${SECRET}x`, signPreviewToken('another-secret')]) {
      const answer = await draftTexts(wrong).expect(401);
      expect(answer.body).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    await draftTexts(signPreviewToken(SECRET)).expect(200);
    // An expired token (signed two hours ago) no longer opens it.
    await draftTexts(signPreviewToken(SECRET, Date.now() - 2 * 60 * 60 * 1000)).expect(401);
    const unknown = await http().get('/api/settings/draft?locale=xx').set('X-Preview-Secret', SECRET).expect(400);
    expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { locale: 'INVALID_FORMAT' } });
  });

  it('keeps a version of each publish: who, when and which fields, newest first', async () => {
    await setHeroTitle('כותרת שנייה');
    const draft = await loadDraft();
    await save({ form: { ...draft.form, submit: 'שלחו את החזון' } });
    expect((await publish()).status).toBe(200);

    const list = (await asEditor('get', '/api/settings/versions?pageSize=2').expect(200)).body;
    expect(list.meta.pagination).toMatchObject({ page: 1, pageSize: 2 });
    const [newest, before] = list.data;
    expect(newest.number).toBe(before.number + 1);
    expect(newest).toMatchObject({
      locale: 'he',
      author: { name: 'עורכת strapi-editor' },
      changedFields: ['topSection.title', 'form.submit'],
      restoredFrom: null,
    });

    const detail = (await asEditor('get', `/api/settings/versions/${newest.id}`).expect(200)).body.data;
    expect(detail.changes).toEqual([
      { field: 'topSection.title', group: 'topSection', kind: 'text', before: 'כותרת בטיוטה', after: 'כותרת שנייה' },
      { field: 'form.submit', group: 'form', kind: 'text', before: expect.any(String), after: 'שלחו את החזון' },
    ]);
    const audit = await cms.app.db
      .query(AUDIT_UID)
      .findOne({ where: { action: 'settings-publish' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ actor: 'editor@publish.test', details: { version: newest.number } });
    await asEditor('get', '/api/settings/versions/999999').expect(404);
  });

  it('restores a version as the draft, which goes live only when published', async () => {
    // The version that first published "כותרת בטיוטה".
    const versions = (await asEditor('get', '/api/settings/versions?pageSize=100').expect(200)).body.data;
    let first: { id: number; number: number } | undefined;
    for (const version of versions) {
      const { changes } = (await asEditor('get', `/api/settings/versions/${version.id}`).expect(200)).body.data;
      if (changes.some((change: { after: unknown }) => change.after === 'כותרת בטיוטה')) first = version;
    }
    if (!first) throw new Error('no version published the first title');
    const liveBefore = (await publicTexts()).texts.he.topSection.title;
    const draft = await loadDraft();

    const stale = await asEditor('post', `/api/settings/versions/${first.id}/restore`)
      .set('X-Document-Version', new Date(Date.parse(draft.updatedAt) - 60_000).toISOString())
      .expect(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');

    const restored = await asEditor('post', `/api/settings/versions/${first.id}/restore`)
      .set('X-Document-Version', draft.updatedAt)
      .expect(200);
    expect(restored.body.data).toMatchObject({ locale: 'he', restoredFrom: first.number });
    expect((await publicTexts()).texts.he.topSection.title).toBe(liveBefore);
    expect((await loadDraft()).topSection.title).toBe('כותרת בטיוטה');

    expect((await publish()).status).toBe(200);
    expect((await publicTexts()).texts.he.topSection.title).toBe('כותרת בטיוטה');
    const [newest] = (await asEditor('get', '/api/settings/versions').expect(200)).body.data;
    expect(newest.restoredFrom).toBe(first.number);
    expect(await cms.app.db.query(AUDIT_UID).count({ where: { action: 'settings-restore' } })).toBe(1);
  });

  it('refuses a publish from an older version, and the newer work stays', async () => {
    const old = (await loadDraft()).updatedAt;
    await setHeroTitle('עבודה חדשה של עמיתה');
    const refused = await publish(old);
    expect(refused.status).toBe(409);
    expect((await loadDraft()).topSection.title).toBe('עבודה חדשה של עמיתה');
    expect((await publicTexts()).texts.he.topSection.title).not.toBe('עבודה חדשה של עמיתה');
  });

  it('closes the call at once with the switch while a draft is pending, and the draft stays a draft', async () => {
    await setHeroTitle('טיוטה שממתינה');
    const versionsBefore = await cms.app.db.query(SETTINGS_VERSION_UID).count();
    expect((await save({ isClosed: true })).status).toBe(200);

    const live = await publicTexts();
    expect(live.general.isClosed).toBe(true);
    expect(live.texts.he.topSection.title).not.toBe('טיוטה שממתינה');
    expect((await loadDraft()).topSection.title).toBe('טיוטה שממתינה');
    expect(await cms.app.db.query(SETTINGS_VERSION_UID).count()).toBe(versionsBefore);
    const switched = await cms.app.db
      .query(AUDIT_UID)
      .findOne({ where: { action: 'settings-switch' }, orderBy: { id: 'desc' } });
    expect(switched).toMatchObject({ actor: 'editor@publish.test', details: { fields: ['isClosed'], isClosed: true } });

    await save({ isClosed: false });
    expect((await publicTexts()).general.isClosed).toBe(false);
  });

  describe('who may read the versions and restore one', () => {
    const send = async (who: Who, via: 'bearer' | 'cookie', method: 'get' | 'post', path: string) => {
      if (who !== 'anonymous' && via === 'cookie') {
        const session = (sessions[who] ??= await signIn(cms.app, `${who}@publish.test`));
        return withCookie(cms.app, session, method, path);
      }
      const call = http()[method](path);
      return who === 'anonymous' ? call : call.set('Authorization', `Bearer ${tokens[who]}`);
    };
    const EXPECTED: Record<Who, number> = { anonymous: 401, editor: 200, leads: 403, super: 200 };

    it.each(['bearer', 'cookie'] as const)('by %s', async (via) => {
      const [version] = (await asEditor('get', '/api/settings/versions').expect(200)).body.data;
      const routes: ['get' | 'post', string][] = [
        ['get', '/api/settings/publication'],
        ['get', '/api/settings/versions'],
        ['get', `/api/settings/versions/${version.id}`],
        ['post', `/api/settings/versions/${version.id}/restore`],
      ];
      for (const who of Object.keys(EXPECTED) as Who[]) {
        for (const [method, path] of routes) {
          const restoresBefore = await cms.app.db.query(AUDIT_UID).count({ where: { action: 'settings-restore' } });
          const answer = await send(who, via, method, path);
          expect({ who, path, status: answer.status }).toEqual({ who, path, status: EXPECTED[who] });
          if (answer.status === 401) expect(answer.body.error.code).toBe('UNAUTHORIZED');
          if (answer.status === 403) expect(answer.body.error.code).toBe('FORBIDDEN');
          const restoresAfter = await cms.app.db.query(AUDIT_UID).count({ where: { action: 'settings-restore' } });
          expect(restoresAfter - restoresBefore).toBe(method === 'post' && answer.status === 200 ? 1 : 0);
        }
      }
    });

    it('refuses a cookie-signed-in restore without the anti-forgery header', async () => {
      const [version] = (await asEditor('get', '/api/settings/versions').expect(200)).body.data;
      const session = (sessions.editor ??= await signIn(cms.app, 'editor@publish.test'));
      const answer = await withCookie(cms.app, session, 'post', `/api/settings/versions/${version.id}/restore`, null);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('CSRF_TOKEN_INVALID');
    });
  });
});
