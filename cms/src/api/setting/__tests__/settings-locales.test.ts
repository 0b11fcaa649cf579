// The site's texts in Hebrew, Arabic and English: each language's answer from its own published
// texts with Hebrew's wherever it leaves a field empty, its own ETag, its own drafts, versions and
// restore, and the panel's count of what a language still shows in Hebrew.
import fs from 'fs';
import path from 'path';
import request from 'supertest';
import { SEEDED_TEXTS, TEXT_GROUP_NAMES } from '@vision/config';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';

const SETTINGS = 'api::setting.setting';
const SECRET = 'preview-secret-for-tests-0123456789';

type Entry = Record<string, unknown> & { documentId: string; updatedAt: string };

describe('the site texts in three languages', () => {
  const cms = useCms({ PREVIEW_SECRET: SECRET, AUTH_RATE_LIMIT_MAX: '1000' });
  const http = () => request(cms.app.server.httpServer);
  const settings = (locale?: string) => http().get(`/api/settings/get${locale ? `?locale=${locale}` : ''}`);
  let editor = '';

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@languages.test');
    editor = await adminToken(cms.app, 'editor@languages.test');
  });

  const asEditor = (method: 'get' | 'post', path: string) =>
    http()[method](path).set('Authorization', `Bearer ${editor}`);

  const documents = () => cms.app.documents(SETTINGS);
  const draftOf = async (locale: string) =>
    (await documents().findFirst({ locale, status: 'draft', populate: '*' })) as Entry;
  /** An editor's save of one text in a language's draft, published or left as a draft. */
  const writeText = async (locale: string, group: string, key: string, value: string, publish = true) => {
    const draft = await draftOf(locale);
    const { id: _id, ...texts } = draft[group] as Record<string, unknown>;
    await documents().update({
      documentId: draft.documentId,
      locale,
      data: { [group]: { ...texts, [key]: value } },
    } as never);
    if (publish) await documents().publish({ documentId: draft.documentId, locale } as never);
  };

  it('seeds Arabic and English on a new install, published, beside Hebrew', async () => {
    const locales = cms.app.plugin('i18n').service('locales');
    const codes = ((await locales.find()) as { code: string; name: string }[]).map((locale) => locale.code);
    expect(codes.sort()).toEqual(['ar', 'en', 'he']);
    expect(await locales.getDefaultLocale()).toBe('he');

    for (const locale of ['ar', 'en'] as const) {
      const published = (await documents().findFirst({ locale, status: 'published', populate: '*' })) as Entry;
      expect(published).not.toBeNull();
      const seeded = SEEDED_TEXTS[locale];
      expect(published.closedText).toBe(seeded.closedText);
      for (const group of TEXT_GROUP_NAMES) {
        expect(published[group]).toMatchObject(seeded.texts[group]);
      }
      const { body } = await settings(locale).expect(200);
      expect(body.data.lang).toBe(locale);
      expect(Object.keys(body.data.texts)).toEqual([locale]);
      expect(body.data.texts[locale].topSection.title).toBe(seeded.texts.topSection.title);
      expect(body.data.texts[locale].areas).toEqual(seeded.areas.map((area) => ({ ...area })));
    }
    const versions = (await asEditor('get', '/api/settings/versions?locale=ar').expect(200)).body.data;
    expect(versions).toHaveLength(1);
  });

  it("shows an Arabic editor's published text in Arabic only, and Hebrew's where Arabic is empty", async () => {
    await writeText('he', 'form', 'intro', 'פתיח הטופס מהעורכת');
    const hebrewBefore = (await settings().expect(200)).body.data;
    await writeText('ar', 'topSection', 'title', 'رؤية وطنية لإسرائيل');
    await writeText('ar', 'form', 'intro', '');

    const arabic = (await settings('ar').expect(200)).body.data;
    expect(arabic.texts.ar.topSection.title).toBe('رؤية وطنية لإسرائيل');
    expect(arabic.texts.ar.form.intro).toBe('פתיח הטופס מהעורכת');

    const hebrew = (await settings().expect(200)).body.data;
    expect(hebrew).toEqual(hebrewBefore);
    expect((await settings('he').expect(200)).body.data).toEqual(hebrewBefore);
    expect((await settings('en').expect(200)).body.data.texts.en.topSection.title).not.toBe('رؤية وطنية لإسرائيل');
  });

  it('gives each language its own ETag, and a 304 only for its own', async () => {
    const answers = await Promise.all(['he', 'ar', 'en'].map((locale) => settings(locale).expect(200)));
    const etags = answers.map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(3);
    for (const answer of answers) {
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=86400, s-maxage=86400');
    }
    const [he, ar] = etags;
    expect((await settings('ar').set('If-None-Match', ar).expect(304)).text).toBe('');
    await settings('ar').set('If-None-Match', he).expect(200);
    await settings().set('If-None-Match', he).expect(304);

    // A publish in Arabic changes Arabic's ETag, not Hebrew's.
    await writeText('ar', 'topSection', 'subtitle1', 'نص فرعي جديد');
    await settings('ar').set('If-None-Match', ar).expect(200);
    await settings().set('If-None-Match', he).expect(304);
  });

  it('refuses a language the call does not have, with the JSON error shape', async () => {
    for (const query of ['locale=xx', 'locale=HE', 'locale=ar&locale=en']) {
      const response = await http().get(`/api/settings/get?${query}`).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_FAILED', fields: { locale: expect.any(String) } },
      });
    }
    await http().get('/api/settings/get?locale=').expect(200);
  });

  it("says the closed call in the visitor's language, from the drafts at once", async () => {
    const hebrew = await draftOf('he');
    const arabic = await draftOf('ar');
    await documents().update({ documentId: hebrew.documentId, locale: 'he', data: { isClosed: true } } as never);
    await documents().update({
      documentId: arabic.documentId,
      locale: 'ar',
      data: { closedText: 'انتهى تقديم المقترحات.' },
    } as never);
    try {
      expect((await settings('ar').expect(200)).body.data.general).toMatchObject({
        isClosed: true,
        closedText: 'انتهى تقديم المقترحات.',
      });
      expect((await settings().expect(200)).body.data.general).toMatchObject({
        isClosed: true,
        closedText: hebrew.closedText,
      });
      await documents().update({ documentId: arabic.documentId, locale: 'ar', data: { closedText: '' } } as never);
      expect((await settings('ar').expect(200)).body.data.general.closedText).toBe(hebrew.closedText);
    } finally {
      await documents().update({ documentId: hebrew.documentId, locale: 'he', data: { isClosed: false } } as never);
      await documents().update({
        documentId: arabic.documentId,
        locale: 'ar',
        data: { closedText: SEEDED_TEXTS.ar.closedText },
      } as never);
    }
  });

  it("previews a language's draft with the Hebrew draft where it is empty", async () => {
    await writeText('he', 'form', 'intro', 'שליחה בטיוטה', false);
    await writeText('en', 'topSection', 'title', 'A draft title', false);
    await writeText('en', 'form', 'intro', '', false);

    const preview = (await http().get('/api/settings/draft?locale=en').set('X-Preview-Secret', SECRET).expect(200)).body
      .data;
    expect(preview.lang).toBe('en');
    expect(preview.texts.en.topSection.title).toBe('A draft title');
    expect(preview.texts.en.form.intro).toBe('שליחה בטיוטה');
    expect((await settings('en').expect(200)).body.data.texts.en.topSection.title).not.toBe('A draft title');
  });

  it('lists, per language, the fields a visitor would still read in Hebrew', async () => {
    await writeText('en', 'general', 'homeLink', '', false);
    await writeText('en', 'seo', 'title', 'חזון – call for proposals', false);
    await writeText('en', 'topSection', 'subtitle1', 'A vision for Israel', false);

    const { body } = await asEditor('get', '/api/settings/translations').expect(200);
    const english = body.data.locales.find((state: { locale: string }) => state.locale === 'en');
    expect(body.data.locales.map((state: { locale: string }) => state.locale)).toEqual(['ar', 'en']);
    expect(english.untranslated).toBe(english.fields.length);
    const find = (group: string, key: string) =>
      english.fields.find((field: { group: string; key: string }) => field.group === group && field.key === key);
    expect(find('general', 'homeLink')).toMatchObject({
      reason: 'empty',
      label: { he: expect.any(String), en: expect.any(String) },
      groupLabel: { he: 'טקסטים כלליים', en: 'General texts' },
    });
    expect(find('seo', 'title')).toMatchObject({ reason: 'hebrew' });
    expect(find('topSection', 'subtitle1')).toBeUndefined();
    // No language has documents of its own yet: the Hebrew ones are linked.
    expect(find('documents', 'termsDocument')).toMatchObject({ reason: 'missing' });

    await http().get('/api/settings/translations').expect(401);
  });

  it("links a language's own document, else the Hebrew one", async () => {
    const pdf = path.resolve(__dirname, '../../../../../site/public/static/terms.pdf');
    const upload = async (name: string) =>
      (
        await cms.app
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, alternativeText: name } },
            files: { filepath: pdf, originalFilename: name, mimetype: 'application/pdf', size: fs.statSync(pdf).size },
          })
      )[0] as { id: number };
    const save = async (locale: string, data: Record<string, unknown>) => {
      const draft = await draftOf(locale);
      await documents().update({ documentId: draft.documentId, locale, data } as never);
      await documents().publish({ documentId: draft.documentId, locale } as never);
    };
    await save('he', { termsDocument: (await upload('terms-he.pdf')).id });

    const hebrewTerms = (await settings().expect(200)).body.data.media.termsDocument;
    expect(hebrewTerms).toMatchObject({ alternativeText: 'terms-he.pdf', mime: 'application/pdf' });
    expect((await settings('ar').expect(200)).body.data.media.termsDocument).toEqual(hebrewTerms);

    await save('ar', { termsDocument: (await upload('terms-ar.pdf')).id });
    expect((await settings('ar').expect(200)).body.data.media.termsDocument).toMatchObject({
      alternativeText: 'terms-ar.pdf',
    });
    expect((await settings().expect(200)).body.data.media.termsDocument).toEqual(hebrewTerms);
    expect((await settings('en').expect(200)).body.data.media.termsDocument).toEqual(hebrewTerms);
    const translations = (await asEditor('get', '/api/settings/translations').expect(200)).body.data.locales;
    const missing = (locale: string) =>
      translations
        .find((state: { locale: string }) => state.locale === locale)
        .fields.some((field: { key: string }) => field.key === 'termsDocument');
    expect({ ar: missing('ar'), en: missing('en') }).toEqual({ ar: false, en: true });
  });

  it('publishes, keeps and restores an Arabic version without touching Hebrew', async () => {
    const hebrewBefore = (await settings().expect(200)).body.data;
    await writeText('ar', 'topSection', 'title', 'العنوان الأول');
    await writeText('ar', 'topSection', 'title', 'العنوان الثاني');
    expect((await settings().expect(200)).body.data).toEqual(hebrewBefore);

    const versions = (await asEditor('get', '/api/settings/versions?locale=ar&pageSize=100').expect(200)).body.data;
    expect(versions.every((version: { locale: string }) => version.locale === 'ar')).toBe(true);
    const [newest, previous] = versions;
    expect(newest.changedFields).toEqual(['topSection.title']);

    const hebrewDraftBefore = await draftOf('he');
    const restored = await asEditor('post', `/api/settings/versions/${previous.id}/restore`).expect(200);
    expect(restored.body.data).toMatchObject({ locale: 'ar', restoredFrom: previous.number });
    expect((await draftOf('ar')).topSection).toMatchObject({ title: 'العنوان الأول' });
    const hebrewDraftAfter = await draftOf('he');
    expect(hebrewDraftAfter.updatedAt).toEqual(hebrewDraftBefore.updatedAt);
    expect(hebrewDraftAfter.topSection).toEqual(hebrewDraftBefore.topSection);

    const arabic = await draftOf('ar');
    await documents().publish({ documentId: arabic.documentId, locale: 'ar' } as never);
    expect((await settings('ar').expect(200)).body.data.texts.ar.topSection.title).toBe('العنوان الأول');
    expect((await settings().expect(200)).body.data).toEqual(hebrewBefore);
  });
});
