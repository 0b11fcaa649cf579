import request from 'supertest';
import { useCms } from '../../../tests/harness';

const SETTINGS = 'api::setting.setting';

const snapshot = async (app: ReturnType<typeof useCms>['app']) => ({
  settings: await app.documents(SETTINGS).findFirst({ locale: 'he', populate: '*' }),
  files: await app.db.query('plugin::upload.file').count(),
  locales: (await app.plugin('i18n').service('locales').find()).map((locale: { code: string }) => locale.code),
});

describe('seeding the site content', () => {
  // The first start seeds an empty database, as on a new install.
  const cms = useCms({}, { fresh: true });

  it('makes Hebrew the only and default content locale', async () => {
    const locales = cms.app.plugin('i18n').service('locales');
    expect((await locales.find()).map((locale: { code: string }) => locale.code)).toEqual(['he']);
    expect(await locales.getDefaultLocale()).toBe('he');
  });

  it('changes nothing on a second start', async () => {
    const before = await snapshot(cms.app);
    await cms.restart();
    const after = await snapshot(cms.app);

    expect(after).toEqual(before);
  });

  it("keeps an editor's text and removed image across a restart", async () => {
    const documents = cms.app.documents(SETTINGS);
    const entry = await documents.findFirst({ locale: 'he', populate: ['form'] });
    await documents.update({
      documentId: entry!.documentId,
      locale: 'he',
      data: { form: { ...entry!.form, submit: 'שלחו את החזון' }, introImage: null },
    } as never);
    await documents.publish({ documentId: entry!.documentId, locale: 'he' } as never);

    await cms.restart();

    const { body } = await request(cms.app.server.httpServer).get('/api/settings/get').expect(200);
    expect(body.data.texts.he.form.submit).toBe('שלחו את החזון');
    const stored = await cms.app
      .documents(SETTINGS)
      .findFirst({ locale: 'he', populate: ['introImage', 'titleImage'] });
    expect(stored!.introImage).toBeNull();
    expect(stored!.titleImage).not.toBeNull();
  });
});
