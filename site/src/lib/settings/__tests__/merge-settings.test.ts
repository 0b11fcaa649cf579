import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, SEEDED_TEXTS, type SettingsPayload } from '@vision/config';
import { mergeSettings } from '../merge-settings';
import { loadSeededTexts } from '../seeded-texts';

// Arabic's and English's seeds are a chunk each, fetched by their page before it renders.
beforeAll(() => Promise.all([loadSeededTexts('ar'), loadSeededTexts('en')]));

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

  it("are the page's language's, whatever language the answer was in", () => {
    const hebrewAnswer = payload({
      lang: 'he',
      texts: { he: { ...DEFAULT_TEXTS, topSection: { ...DEFAULT_TEXTS.topSection, title: 'עברית' }, areas: [] } },
    });
    expect(mergeSettings(hebrewAnswer).texts.topSection.title).toBe('עברית');
    // The Arabic page given only Hebrew (a switch while the Arabic answer is on its way): Arabic's seeds.
    expect(mergeSettings(hebrewAnswer, 'ar').texts.topSection.title).toBe(SEEDED_TEXTS.ar.texts.topSection.title);
    expect(mergeSettings(hebrewAnswer, 'ar').lang).toBe('ar');
  });
});

describe("the texts of another language's page", () => {
  it('are its seeded texts before the settings arrive', () => {
    const { emails: _emails, ...arabic } = SEEDED_TEXTS.ar.texts;
    expect(mergeSettings(undefined, 'ar')).toMatchObject({ lang: 'ar', dir: 'rtl', texts: arabic });
    expect(mergeSettings(undefined, 'en')).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(mergeSettings(undefined, 'en').texts.general.languageSwitcher).toBe('Choose a language');
  });

  it("fall back to the language's own seeds, not Hebrew's, where the editor left one empty", () => {
    const content = mergeSettings(
      payload({
        lang: 'ar',
        texts: { ar: { ...DEFAULT_TEXTS, general: { ...DEFAULT_TEXTS.general, languageSwitcher: '' }, areas: [] } },
        general: { isClosed: true, closedText: 'انتهى التقديم', opensAt: null, closesAt: null },
      }),
      'ar',
    );
    expect(content.texts.general.languageSwitcher).toBe('اختيار اللغة');
    expect(content.closedText).toBe('انتهى التقديم');
  });

  it("keep the answer's state but not its closed text when the answer is in another language", () => {
    const content = mergeSettings(
      payload({ general: { isClosed: true, closedText: 'סגור', opensAt: null, closesAt: null } }),
      'en',
    );
    expect(content).toMatchObject({ isClosed: true, closedText: SEEDED_TEXTS.en.closedText });
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
