// The texts each language starts with: what a new install seeds into the CMS, and what the site
// shows for a language until the CMS answers (its prerendered page is built from them). Hebrew's
// are texts.ts's own; Arabic's and English's are written for their readers (ar.ts, en.ts).

import type { LocaleCode } from '../locales';
import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleTexts } from '../texts';
import { ARABIC_PAGE } from './ar';
import { ARABIC_EMAILS } from './ar-emails';
import { ENGLISH_PAGE } from './en';
import { ENGLISH_EMAILS } from './en-emails';

export const SEEDED_TEXTS: Record<LocaleCode, LocaleTexts> = {
  he: { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT },
  ar: { ...ARABIC_PAGE, texts: { ...ARABIC_PAGE.texts, emails: ARABIC_EMAILS } },
  en: { ...ENGLISH_PAGE, texts: { ...ENGLISH_PAGE.texts, emails: ENGLISH_EMAILS } },
};
