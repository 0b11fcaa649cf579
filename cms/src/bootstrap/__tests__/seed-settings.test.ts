import request from 'supertest';
import { SEEDED_TEXTS } from '@vision/config';
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

  it('makes Hebrew the default content locale, beside Arabic and English, each named in Hebrew', async () => {
    const locales = cms.app.plugin('i18n').service('locales');
    const found = (await locales.find()) as { code: string; name: string }[];
    expect(Object.fromEntries(found.map((locale) => [locale.code, locale.name]))).toEqual({
      he: 'עברית',
      ar: 'ערבית',
      en: 'אנגלית',
    });
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

  it("seeds Arabic and English into an install that had only Hebrew, and never over an editor's", async () => {
    const documents = cms.app.documents(SETTINGS);
    const english = await documents.findFirst({ locale: 'en', populate: ['topSection'] });
    const { id: _id, ...topSection } = english!.topSection as Record<string, unknown>;
    await documents.update({
      documentId: english!.documentId,
      locale: 'en',
      data: { topSection: { ...topSection, title: "An editor's title" } },
    } as never);
    // An install from before the languages: no Arabic entry, and no record of having seeded it.
    await cms.app.db.query(SETTINGS).deleteMany({ where: { locale: 'ar' } });
    const ledger = cms.app.store({ type: 'core', name: 'vision' });
    const seeded = (await ledger.get({ key: 'seeded-settings-fields' })) as string[];
    await ledger.set({ key: 'seeded-settings-fields', value: seeded.filter((name) => name !== 'locale.ar') });

    await cms.restart();

    const arabic = await cms.app.documents(SETTINGS).findFirst({ locale: 'ar', status: 'published', populate: '*' });
    expect(arabic).toMatchObject({
      closedText: SEEDED_TEXTS.ar.closedText,
      topSection: expect.objectContaining({ title: SEEDED_TEXTS.ar.texts.topSection.title }),
    });
    const kept = await cms.app.documents(SETTINGS).findFirst({ locale: 'en', populate: ['topSection'] });
    expect(kept!.topSection).toMatchObject({ title: "An editor's title" });
  });
});
