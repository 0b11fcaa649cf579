import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type SettingsPayload } from '@vision/config';
import { mergeSettings } from '../merge-settings';

const payload = (data: Partial<SettingsPayload>): SettingsPayload => ({
  lang: 'he',
  texts: {},
  general: { isClosed: false, closedText: '', opensAt: null, closesAt: null },
  media: {},
  recaptchaSiteKey: null,
  ...data,
});

/** The page's texts for an answer whose Hebrew texts are `he`. */
const mergeTexts = (he: unknown) =>
  mergeSettings(payload({ texts: { he } as unknown as SettingsPayload['texts'] })).texts;

describe('the texts the page shows', () => {
  it("are all the defaults before the settings arrive, and never the e-mails' (the CMS keeps those)", () => {
    const { emails: _emails, ...shown } = DEFAULT_TEXTS;
    expect(mergeSettings().texts).toEqual(shown);
    expect(mergeSettings().texts).not.toHaveProperty('emails');
  });

  it("use the editor's text where there is one", () => {
    const texts = mergeTexts({ topSection: { title: 'כותרת חדשה' } });
    expect(texts.topSection.title).toBe('כותרת חדשה');
    expect(texts.topSection.paragraph1).toBe(DEFAULT_TEXTS.topSection.paragraph1);
  });

  it('fall back to the default for a missing, empty, blank or non-text value', () => {
    const texts = mergeTexts({ form: { title: '', submit: '   ', intro: null, addContact: 7 }, seo: 'broken' });
    expect(texts.form.title).toBe(DEFAULT_TEXTS.form.title);
    expect(texts.form.submit).toBe(DEFAULT_TEXTS.form.submit);
    expect(texts.form.intro).toBe(DEFAULT_TEXTS.form.intro);
    expect(texts.form.addContact).toBe(DEFAULT_TEXTS.form.addContact);
    expect(texts.seo).toEqual(DEFAULT_TEXTS.seo);
  });

  it('come from the default language when the answer has none for its own', () => {
    const content = mergeSettings(
      payload({
        lang: 'en',
        texts: { he: { ...DEFAULT_TEXTS, topSection: { ...DEFAULT_TEXTS.topSection, title: 'עברית' }, areas: [] } },
      }),
    );
    expect(content.texts.topSection.title).toBe('עברית');
  });
});

describe('the areas, the closed state and the media', () => {
  it("keep all ten areas in order, with the editor's labels where given", () => {
    const [first] = DEFAULT_AREAS;
    const areas = mergeSettings(
      payload({ texts: { he: { ...DEFAULT_TEXTS, areas: [{ key: first!.key, label: 'תווית חדשה', info: '' }] } } }),
    ).areas;
    expect(areas.map((area) => area.key)).toEqual(DEFAULT_AREAS.map((area) => area.key));
    expect(areas[0]).toEqual({ key: first!.key, label: 'תווית חדשה', info: first!.info });
  });

  it('are open with the default closed text unless the CMS says otherwise', () => {
    expect(mergeSettings(payload({}))).toMatchObject({ isClosed: false, closedText: DEFAULT_CLOSED_TEXT });
    expect(
      mergeSettings(payload({ general: { isClosed: true, closedText: 'סגור', opensAt: null, closesAt: null } })),
    ).toMatchObject({
      isClosed: true,
      closedText: 'סגור',
    });
  });

  it('read the window in Israel time as instants, and drop a date that cannot be read', () => {
    const general = { isClosed: false, closedText: '', opensAt: 'soon', closesAt: '2026-12-31T23:59:00+02:00' };
    expect(mergeSettings(payload({ general }))).toMatchObject({
      opensAt: null,
      closesAt: Date.UTC(2026, 11, 31, 21, 59),
    });
    expect(mergeSettings(payload({}))).toMatchObject({ opensAt: null, closesAt: null });
  });

  it('use the uploaded image, or the shipped file when none was uploaded', () => {
    const { media } = mergeSettings(
      payload({
        media: {
          titleImage: {
            url: '/uploads/title_1.svg',
            alternativeText: null,
            width: 900,
            height: 320,
            mime: 'image/svg+xml',
          },
        },
      }),
    );
    expect(media.titleImage).toMatchObject({ url: '/uploads/title_1.svg', width: 900, height: 320 });
    expect(media.partnerLogo).toMatchObject({ url: '/static/partner-logo.svg', width: 240, height: 64 });
    expect(media.informationDocument.url).toBe('/static/information.pdf');
  });
});
