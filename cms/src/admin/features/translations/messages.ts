// The translation state's texts (shared/messages.ts). The fields' and groups' names come with the
// answer, in both languages (config/src/translation-status.ts).

import type { Messages } from '../../shared/messages';

export const TRANSLATIONS_MESSAGES: Messages = {
  he: {
    'vision.translations.panel.title': 'מצב התרגום',
    'vision.translations.panel.intro': 'שדות שהמבקרים בשפה יראו בעברית: ריקים, או שכתובה בהם עברית.',
    'vision.translations.language.ar': 'ערבית',
    'vision.translations.language.en': 'אנגלית',
    'vision.translations.panel.complete': '{language}: הכול מתורגם',
    'vision.translations.panel.count': '{language}: {count} שדות לא מתורגמים',
    'vision.translations.panel.one': '{language}: שדה אחד לא מתורגם',
    'vision.translations.panel.list': 'אילו שדות ב{language}',
    'vision.translations.reason.empty': 'ריק',
    'vision.translations.reason.hebrew': 'בעברית',
    'vision.translations.reason.missing': 'אין קובץ; מוצג הקובץ העברי',
  },
  en: {
    'vision.translations.panel.title': 'Translation status',
    'vision.translations.panel.intro':
      'Fields visitors in the language will read in Hebrew: empty, or written in Hebrew.',
    'vision.translations.language.ar': 'Arabic',
    'vision.translations.language.en': 'English',
    'vision.translations.panel.complete': '{language}: everything is translated',
    'vision.translations.panel.count': '{language}: {count} untranslated fields',
    'vision.translations.panel.one': '{language}: 1 untranslated field',
    'vision.translations.panel.list': 'Which fields in {language}',
    'vision.translations.reason.empty': 'empty',
    'vision.translations.reason.hebrew': 'in Hebrew',
    'vision.translations.reason.missing': 'no file; the Hebrew one is shown',
  },
};
