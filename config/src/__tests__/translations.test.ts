import { AREA_KEYS } from '../areas';
import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, TEXT_GROUP_NAMES, type LocaleTexts } from '../texts';
import { SEEDED_TEXTS } from '../translations';
import { ARABIC_PAGE } from '../translations/ar';
import { ARABIC_EMAILS } from '../translations/ar-emails';
import { ENGLISH_PAGE } from '../translations/en';
import { ENGLISH_EMAILS } from '../translations/en-emails';

const ARABIC: LocaleTexts = { ...ARABIC_PAGE, texts: { ...ARABIC_PAGE.texts, emails: ARABIC_EMAILS } };
const ENGLISH: LocaleTexts = { ...ENGLISH_PAGE, texts: { ...ENGLISH_PAGE.texts, emails: ENGLISH_EMAILS } };

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Texts that are the same in every language (an address, a sample number): they carry no Hebrew. */
const LANGUAGE_NEUTRAL = [
  'seo.canonicalUrl',
  'form.phoneNumberPlaceholder',
  'form.emailPlaceholder',
  'emails.digestLine',
];

const placeholders = (text: string): string[] => [...new Set(text.match(/\{[^{}]*\}/g) ?? [])].sort();

/** Every text of a language, named group.key, area.<key>.label|info and closedText. */
const allTexts = (locale: LocaleTexts): Record<string, string> => ({
  ...Object.fromEntries(
    TEXT_GROUP_NAMES.flatMap((group) =>
      Object.entries(locale.texts[group] as Record<string, string>).map(([key, text]) => [`${group}.${key}`, text]),
    ),
  ),
  ...Object.fromEntries(
    locale.areas.flatMap((area) => [
      [`area.${area.key}.label`, area.label],
      [`area.${area.key}.info`, area.info],
    ]),
  ),
  closedText: locale.closedText,
});

const HEBREW_TEXTS = allTexts({ texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT });

describe.each([
  ['Arabic', ARABIC, 'ar'],
  ['English', ENGLISH, 'en'],
] as const)('the seeded %s texts', (_name, locale, code) => {
  const texts = allTexts(locale);

  it('are the ones the language seeds', () => {
    expect(SEEDED_TEXTS[code]).toEqual(locale);
  });

  it('have exactly the Hebrew keys, group by group', () => {
    for (const group of TEXT_GROUP_NAMES) {
      expect({ group, keys: Object.keys(locale.texts[group]).sort() }).toEqual({
        group,
        keys: Object.keys(DEFAULT_TEXTS[group]).sort(),
      });
    }
  });

  it('cover the ten areas with the same keys in the same order', () => {
    expect(locale.areas.map((area) => area.key)).toEqual(DEFAULT_AREAS.map((area) => area.key));
    expect(locale.areas.map((area) => area.key)).toEqual([...AREA_KEYS]);
  });

  it('fill every text', () => {
    for (const [name, text] of Object.entries(texts)) {
      expect({ name, filled: text.trim().length > 0 }).toEqual({ name, filled: true });
    }
  });

  it('are written out, with no Hebrew letter', () => {
    for (const [name, text] of Object.entries(texts)) {
      expect({ name, hebrew: HEBREW_LETTER.test(text) }).toEqual({ name, hebrew: false });
    }
  });

  it('keep the Hebrew placeholders, and only them', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(HEBREW_TEXTS).sort());
    for (const [name, text] of Object.entries(texts)) {
      expect({ name, placeholders: placeholders(text) }).toEqual({
        name,
        placeholders: placeholders(HEBREW_TEXTS[name]),
      });
    }
  });

  it('keep the language-neutral texts as in Hebrew', () => {
    for (const name of LANGUAGE_NEUTRAL)
      expect({ name, text: texts[name] }).toEqual({ name, text: HEBREW_TEXTS[name] });
  });

  if (code === 'ar') {
    it('are in Arabic letters', () => {
      for (const [name, text] of Object.entries(texts)) {
        if (LANGUAGE_NEUTRAL.includes(name)) continue;
        expect({ name, arabic: ARABIC_LETTER.test(text) }).toEqual({ name, arabic: true });
      }
    });
  } else {
    it('have no Arabic letter', () => {
      for (const [name, text] of Object.entries(texts)) {
        expect({ name, arabic: /[\u0600-\u06FF]/.test(text) }).toEqual({ name, arabic: false });
      }
    });
  }
});

describe('the language-neutral texts', () => {
  it('are exactly the Hebrew ones with no Hebrew letter', () => {
    const neutral = Object.entries(HEBREW_TEXTS)
      .filter(([, text]) => !HEBREW_LETTER.test(text))
      .map(([name]) => name);
    expect(neutral.sort()).toEqual([...LANGUAGE_NEUTRAL].sort());
  });
});
