import { untranslatedFields, type TranslationState } from '@vision/config';
import { textOf } from '../../../shared/messages';
import { languageSummary } from '../language-summary';
import { TRANSLATIONS_MESSAGES } from '../messages';

const stateOf = (locale: 'ar' | 'en', entry: Record<string, unknown> | null): TranslationState => {
  const fields = untranslatedFields(entry);
  return { locale, untranslated: fields.length, fields };
};

const inHebrew = (id: string, values?: Record<string, string | number>) => textOf(TRANSLATIONS_MESSAGES, id, values);
const inEnglish = (id: string, values?: Record<string, string | number>) =>
  Object.entries(values ?? {}).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    TRANSLATIONS_MESSAGES.en[id],
  );

describe("the translation panel's summary of a language", () => {
  it('counts in Hebrew every field of a language with no entry yet, and names them in Hebrew', () => {
    const { summary, fields } = languageSummary(stateOf('ar', null), 'he', inHebrew);
    expect(summary).toMatch(/^ערבית: \d+ שדות לא מתורגמים$/);
    expect(fields.find((field) => field.key === 'settings.closedText')?.text).toBe(
      'טקסט ההגשה הסגורה (תוכן האתר, ריק)',
    );
    expect(fields.find((field) => field.key === 'documents.termsDocument')?.text).toContain('מוצג הקובץ העברי');
    // No English word in the Hebrew panel (the placeholders are filled in).
    expect(
      Object.values(TRANSLATIONS_MESSAGES.he)
        .join(' ')
        .replace(/\{\w+\}/g, ''),
    ).not.toMatch(/[A-Za-z]/);
  });

  it('names the fields in English for an account in English, and says when all is translated', () => {
    const withHebrew = stateOf('en', { closedText: 'ההגשה נסגרה' });
    const closed = languageSummary(withHebrew, 'en', inEnglish).fields.find(
      (field) => field.key === 'settings.closedText',
    );
    expect(closed?.text).toBe('Message when closed (Site content, in Hebrew)');

    const done: TranslationState = { locale: 'en', untranslated: 0, fields: [] };
    expect(languageSummary(done, 'en', inEnglish).summary).toBe('English: everything is translated');
    expect(languageSummary(done, 'he', inHebrew).summary).toBe('אנגלית: הכול מתורגם');
  });
});
