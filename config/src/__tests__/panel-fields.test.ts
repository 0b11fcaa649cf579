import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES, textComponentUid } from '../panel-fields';
import { TEXT_DEFINITIONS, TEXT_GROUP_NAMES } from '../texts';

const HEBREW = /[\u0590-\u05FF]/;
const PLACEHOLDER = /\{\w+\}/g;
const placeholdersOf = (text = '') => (text.match(PLACEHOLDER) ?? []).sort();

const everyField = () =>
  [...Object.entries(CONTENT_TYPE_FIELD_NAMES), ...Object.entries(COMPONENT_FIELD_NAMES)].flatMap(([uid, fields]) =>
    Object.entries(fields).map(([field, names]) => ({ at: `${uid}.${field}`, ...names })),
  );

describe("the panel's field names", () => {
  it('name every field in Hebrew and in English, with help in both or in neither', () => {
    const fields = everyField();
    expect(fields.length).toBeGreaterThan(150);
    for (const { at, he, en } of fields) {
      expect({ at, he: HEBREW.test(he.label), en: !HEBREW.test(en.label) && en.label.trim() !== '' }).toEqual({
        at,
        he: true,
        en: true,
      });
      expect({ at, help: Boolean(en.description) }).toEqual({ at, help: Boolean(he.description) });
      if (en.description) expect({ at, english: !HEBREW.test(en.description) }).toEqual({ at, english: true });
    }
  });

  it("name every site text by its definition's Hebrew, and its placeholders alike in English", () => {
    for (const group of TEXT_GROUP_NAMES) {
      const fields = COMPONENT_FIELD_NAMES[textComponentUid(group)];
      expect(Object.keys(fields)).toEqual(Object.keys(TEXT_DEFINITIONS[group]));
      for (const [name, definition] of Object.entries(TEXT_DEFINITIONS[group])) {
        const { he, en } = fields[name];
        expect(he).toEqual({ label: definition.label, description: 'hint' in definition ? definition.hint : '' });
        expect({ name, placeholders: placeholdersOf(en.description) }).toEqual({
          name,
          placeholders: placeholdersOf(he.description),
        });
      }
    }
  });

  it('name the error texts by field and rule', () => {
    const errors = COMPONENT_FIELD_NAMES[textComponentUid('errors')];
    expect(errors.emailInvalidEmail.en.label).toBe('Error – E-mail: invalid address');
    expect(errors.emailInvalidEmail.he.label).toBe('שגיאה – דואר אלקטרוני: כתובת לא תקינה');
  });

  it('find each text group its component', () => {
    expect(TEXT_GROUP_NAMES.map(textComponentUid)).toEqual([
      'texts.general',
      'texts.seo',
      'texts.top-section',
      'texts.form',
      'texts.errors',
      'texts.emails',
    ]);
  });
});
