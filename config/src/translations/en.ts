// The English texts a new install seeds (translations/index.ts). PLACEHOLDER until written: Hebrew.

import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleTexts } from '../texts';

// Written already: the name of the site's language menu (the rest follows with the translation).
const general = { ...DEFAULT_TEXTS.general, languageSwitcher: 'Choose a language' };

export const ENGLISH: LocaleTexts = {
  texts: { ...DEFAULT_TEXTS, general },
  areas: DEFAULT_AREAS,
  closedText: DEFAULT_CLOSED_TEXT,
};
