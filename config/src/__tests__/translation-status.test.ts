import { AREA_KEYS } from '../areas';
import { DEFAULT_TEXTS, TEXT_GROUP_NAMES } from '../texts';
import { untranslatedFields } from '../translation-status';

/** An entry with every text written in English and its own documents. */
const translated = () => ({
  closedText: 'Submissions have closed.',
  ...Object.fromEntries(
    TEXT_GROUP_NAMES.map((group) => [
      group,
      Object.fromEntries(Object.keys(DEFAULT_TEXTS[group]).map((key) => [key, `English ${key}`])),
    ]),
  ),
  areas: AREA_KEYS.map((key) => ({ key, label: `Area ${key}`, info: `About ${key}` })),
  termsDocument: { url: '/uploads/terms.pdf' },
  informationDocument: { url: '/uploads/information.pdf' },
  privacyDocument: { url: '/uploads/privacy.pdf' },
});

describe('the fields a language still shows in Hebrew', () => {
  it('finds none in a language written through, documents included', () => {
    expect(untranslatedFields(translated())).toEqual([]);
  });

  it('lists an emptied text, a text with Hebrew letters, an area and a missing document', () => {
    const entry = translated();
    (entry.form as Record<string, string>).intro = '  ';
    (entry.seo as Record<string, string>).title = 'Vision – חזון';
    entry.areas[0].info = '';
    const { privacyDocument: _privacy, ...withoutPrivacy } = entry;

    expect(untranslatedFields(withoutPrivacy).map(({ group, key, reason }) => ({ group, key, reason }))).toEqual([
      { group: 'seo', key: 'title', reason: 'hebrew' },
      { group: 'form', key: 'intro', reason: 'empty' },
      { group: 'areas', key: `${AREA_KEYS[0]}.info`, reason: 'empty' },
      { group: 'documents', key: 'privacyDocument', reason: 'missing' },
    ]);
  });

  it('counts every field of a language that has no entry yet, each named in Hebrew and English', () => {
    const fields = untranslatedFields(null);
    const texts = TEXT_GROUP_NAMES.reduce((sum, group) => sum + Object.keys(DEFAULT_TEXTS[group]).length, 0);
    expect(fields).toHaveLength(1 + texts + AREA_KEYS.length * 2 + 3);
    for (const field of fields) {
      expect(field.label.he).toMatch(/[\u05D0-\u05EA]/);
      expect(field.label.en).toMatch(/[A-Za-z]/);
      expect(field.groupLabel.he).toMatch(/[\u05D0-\u05EA]/);
    }
  });
});
