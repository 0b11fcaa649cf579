import { AREA_KEYS } from '../areas';
import { VALIDATION_KEYS } from '../error-keys';
import {
  DEFAULT_AREAS,
  DEFAULT_TEXTS,
  TEXT_DEFINITIONS,
  TEXT_GROUP_NAMES,
  errorTextKey,
  fieldOfPath,
  fillText,
} from '../texts';

const HEBREW = /[\u0590-\u05FF]/;

describe('the default Hebrew texts', () => {
  it('fill every text of every group, with a Hebrew label for the editor', () => {
    for (const group of TEXT_GROUP_NAMES) {
      for (const [key, definition] of Object.entries(TEXT_DEFINITIONS[group])) {
        expect({ key, value: definition.value.trim().length > 0, label: HEBREW.test(definition.label) }).toEqual({
          key,
          value: true,
          label: true,
        });
      }
    }
  });

  it('cover the ten areas with a label and info text', () => {
    expect(DEFAULT_AREAS.map((area) => area.key)).toEqual([...AREA_KEYS]);
    for (const area of DEFAULT_AREAS) expect([area.label, area.info].every((text) => HEBREW.test(text))).toBe(true);
  });

  it('have an error text for each field rule the form can break', () => {
    const errors = DEFAULT_TEXTS.errors as Record<string, string>;
    expect(errors[errorTextKey('email', 'INVALID_EMAIL')]).toMatch(HEBREW);
    expect(errors[errorTextKey(fieldOfPath('contacts[3].phoneNumber'), 'MIN_LENGTH_PHONE')]).toMatch(HEBREW);
    expect(errors[errorTextKey('visionPresenters', 'XSS')]).toMatch(HEBREW);
    expect(VALIDATION_KEYS).toContain('XSS');
  });

  it('fill placeholders', () => {
    expect(fillText(DEFAULT_TEXTS.form.contactLegend, { number: 2 })).toBe('איש קשר 2');
    expect(fillText('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
