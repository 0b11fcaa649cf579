// What a visitor's e-mail says in each language, from the published Settings entries: each empty
// field of the language falls back to the default language's published text, then to the
// language's seeded one; a language with nothing published takes its seeded texts.

import { DEFAULT_TEXTS, SEEDED_TEXTS, completeAreas } from '@vision/config';
import { mailPlanOf, type StoredSettings } from '../settings-payload';

const hebrew: StoredSettings = {
  emails: { ...DEFAULT_TEXTS.emails, confirmationBody: 'גוף שהעורכת כתבה {reference}', staffSubject: '' },
  areas: completeAreas([]).map((area) => (area.key === 'health' ? { ...area, label: 'בריאות הציבור' } : area)),
};

const arabic: StoredSettings = {
  emails: { confirmationSubject: 'تم استلام اقتراحكم – {reference}', confirmationBody: '  ' },
  areas: [
    { key: 'economy', label: 'الاقتصاد', info: '' },
    { key: 'health', label: '', info: '' },
  ],
};

describe("the visitor's e-mail texts per language", () => {
  const plan = mailPlanOf(hebrew, null, [
    { locale: 'he', entry: hebrew },
    { locale: 'ar', entry: arabic },
  ]);

  it("takes the language's published text, then the default language's for a field left empty", () => {
    const { texts } = plan.textsByLocale.ar;
    expect(texts.confirmationSubject).toBe('تم استلام اقتراحكم – {reference}');
    expect(texts.confirmationBody).toBe('גוף שהעורכת כתבה {reference}');
    // Empty in both: the language's seeded text.
    expect(texts.staffSubject).toBe(SEEDED_TEXTS.ar.texts.emails.staffSubject);
  });

  it('names the areas in the language, and as the default language publishes them where it has none', () => {
    const { areaLabels } = plan.textsByLocale.ar;
    expect(areaLabels.economy).toBe('الاقتصاد');
    expect(areaLabels.health).toBe('בריאות הציבור');
  });

  it('gives a language with nothing published its seeded texts whole', () => {
    expect(plan.textsByLocale.en.texts).toEqual(SEEDED_TEXTS.en.texts.emails);
    expect(plan.textsByLocale.en.areaLabels.economy).toBe(
      SEEDED_TEXTS.en.areas.find((a) => a.key === 'economy')!.label,
    );
  });

  it("keeps the default language's texts for the staff and for a Hebrew visitor", () => {
    expect(plan.texts.confirmationBody).toBe('גוף שהעורכת כתבה {reference}');
    expect(plan.texts.staffSubject).toBe(DEFAULT_TEXTS.emails.staffSubject);
    expect(plan.textsByLocale.he.texts).toEqual(plan.texts);
    expect(plan.textsByLocale.he.areaLabels.health).toBe('בריאות הציבור');
  });
});
