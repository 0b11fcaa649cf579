import fs from 'fs';
import path from 'path';
import request from 'supertest';
import { AREA_KEYS, DEFAULT_TEXTS, TEXT_GROUP_NAMES } from '@vision/config';
import { useCms } from '../../../../tests/harness';

const HEBREW = /[\u0590-\u05FF]/;

describe('GET /api/settings/get', () => {
  const cms = useCms();
  const get = () => request(cms.app.server.httpServer).get('/api/settings/get');

  it('answers the seeded Hebrew texts in every group, without signing in', async () => {
    const response = await get().expect(200);

    expect(response.body.success).toBe(true);
    const { data } = response.body;
    expect(data.lang).toBe('he');
    expect(data.general).toEqual({
      isClosed: false,
      closedText: expect.stringMatching(HEBREW),
      opensAt: null,
      closesAt: null,
    });
    // The e-mails are sent by the CMS only: their texts are no part of the public answer.
    expect(data.texts.he.emails).toBeUndefined();
    for (const group of TEXT_GROUP_NAMES.filter((name) => name !== 'emails')) {
      const texts = data.texts.he[group];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(DEFAULT_TEXTS[group]).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect({ key: `${group}.${key}`, empty: String(value).trim() === '' }).toEqual({
          key: `${group}.${key}`,
          empty: false,
        });
      }
    }
    expect(data.texts.he.topSection.title).toMatch(HEBREW);
    expect(data.texts.he.errors.emailInvalidEmail).toMatch(HEBREW);
  });

  it('lists the ten areas, each with a Hebrew label and info text', async () => {
    const { body } = await get().expect(200);
    const areas = body.data.texts.he.areas;

    expect(areas.map((area: { key: string }) => area.key).sort()).toEqual([...AREA_KEYS].sort());
    for (const area of areas) {
      expect(area.label).toMatch(HEBREW);
      expect(area.info).toMatch(HEBREW);
    }
  });

  it('leaves the seeded default images to the site, and gives the file an editor picks', async () => {
    const { body } = await get().expect(200);
    // Seeded defaults are copies of the site's own /static/ files, which it preloads.
    expect(body.data.media).toEqual({});
    const entry = await cms.app
      .documents('api::setting.setting')
      .findFirst({ locale: 'he', populate: ['socialImage'] });
    expect(entry!.socialImage).toMatchObject({ mime: 'image/png', url: expect.stringMatching(/^\/uploads\//) });

    const png = path.resolve(__dirname, '../../../../../site/public/static/social-image.png');
    const [picked] = await cms.app
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: 'editor-share.png', alternativeText: 'תמונה חדשה' } },
        files: {
          filepath: png,
          originalFilename: 'editor-share.png',
          mimetype: 'image/png',
          size: fs.statSync(png).size,
        },
      });
    await cms.app.documents('api::setting.setting').update({
      documentId: entry!.documentId,
      locale: 'he',
      data: { socialImage: picked.id },
    } as never);
    await cms.app.documents('api::setting.setting').publish({ documentId: entry!.documentId, locale: 'he' } as never);

    const after = await get().expect(200);
    expect(after.body.data.media.socialImage).toMatchObject({ mime: 'image/png', alternativeText: 'תמונה חדשה' });
    const file = await request(cms.app.server.httpServer).get(after.body.data.media.socialImage.url).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('sends the cache headers of the contract and an ETag', async () => {
    const response = await get().expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=86400, s-maxage=86400');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('gives the submission window in Israel time with its offset, and caches no later than its next edge', async () => {
    const documents = cms.app.documents('api::setting.setting');
    const entry = await documents.findFirst({ locale: 'he' });
    const update = (data: Record<string, unknown>) =>
      documents.update({ documentId: entry!.documentId, locale: 'he', data } as never);
    // Far edges, one in summer time and one in winter time; then an edge an hour away.
    await update({ opensAt: '2099-07-01T06:00:00.000Z', closesAt: '2099-12-31T21:59:00.000Z' });
    try {
      const far = await get().expect(200);
      expect(far.body.data.general).toMatchObject({
        opensAt: '2099-07-01T09:00:00+03:00',
        closesAt: '2099-12-31T23:59:00+02:00',
      });
      expect(far.headers['cache-control']).toBe('public, max-age=86400, s-maxage=86400');

      await update({ opensAt: null, closesAt: new Date(Date.now() + 3_600_000).toISOString() });
      const soon = await get().expect(200);
      const maxAge = Number(/max-age=(\d+)/.exec(soon.headers['cache-control'])![1]);
      expect(maxAge).toBeGreaterThan(3_500);
      expect(maxAge).toBeLessThanOrEqual(3_600);
      expect(soon.headers['cache-control']).toBe(`public, max-age=${maxAge}, s-maxage=${maxAge}`);
    } finally {
      await update({ opensAt: null, closesAt: null });
    }
  });

  it('answers 304 with no body when the ETag still matches', async () => {
    const first = await get().expect(200);
    const second = await get().set('If-None-Match', first.headers.etag).expect(304);

    expect(second.text).toBe('');
    await get().set('If-None-Match', '"something-else"').expect(200);
  });

  it("shows an editor's publish on the very next request, and a saved switch at once", async () => {
    const before = await get().expect(200);
    const documents = cms.app.documents('api::setting.setting');
    const entry = await documents.findFirst({ locale: 'he', populate: ['topSection'] });

    await documents.update({
      documentId: entry!.documentId,
      locale: 'he',
      data: { topSection: { ...entry!.topSection, title: 'כותרת חדשה מהעורכת' }, isClosed: true },
    } as never);

    // Saved: the switch acts at once, the text waits for a publish.
    const saved = await get().expect(200);
    expect(saved.body.data.general.isClosed).toBe(true);
    expect(saved.body.data.texts.he.topSection.title).toBe(before.body.data.texts.he.topSection.title);
    expect(saved.headers.etag).not.toBe(before.headers.etag);

    await documents.publish({ documentId: entry!.documentId, locale: 'he' } as never);
    const after = await get().expect(200);
    expect(after.body.data.texts.he.topSection.title).toBe('כותרת חדשה מהעורכת');
    expect(after.body.data.general.isClosed).toBe(true);
    expect(after.headers.etag).not.toBe(saved.headers.etag);
    await get().set('If-None-Match', saved.headers.etag).expect(200);

    await documents.update({ documentId: entry!.documentId, locale: 'he', data: { isClosed: false } } as never);
    expect((await get().expect(200)).body.data.general.isClosed).toBe(false);
  });
});
