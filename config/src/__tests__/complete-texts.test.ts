import { AREA_KEYS } from '../areas';
import { completeAreas, completeTexts } from '../complete-texts';
import { DEFAULT_TEXTS } from '../texts';

describe('completing stored texts', () => {
  it('keeps every stored text and fills the missing or empty ones with the default', () => {
    const texts = completeTexts({ form: { submit: 'שלחו', title: '  ' }, general: 'broken' });

    expect(texts.form.submit).toBe('שלחו');
    expect(texts.form.title).toBe(DEFAULT_TEXTS.form.title);
    expect(texts.general).toEqual(DEFAULT_TEXTS.general);
    expect(completeTexts(undefined)).toEqual(DEFAULT_TEXTS);
  });

  it("gives all ten areas once, in the editor's order, with defaults for what is missing", () => {
    const areas = completeAreas([
      { key: 'health', label: 'רפואה', info: '' },
      { key: 'health', label: 'כפול', info: 'כפול' },
      { key: 'sports', label: 'ספורט', info: 'לא תחום' },
    ]);

    expect(areas.map((area) => area.key)).toEqual(['health', ...AREA_KEYS.filter((key) => key !== 'health')]);
    expect(areas[0]).toEqual({ key: 'health', label: 'רפואה', info: expect.stringMatching(/[\u0590-\u05FF]/) });
  });
});
