// The texts each language starts with: what a new install seeds into the CMS, and what the site
// shows for a language until the CMS answers (its prerendered page is built from them). Hebrew's
// are texts.ts's own; Arabic's and English's are written for their readers (ar.ts, en.ts).

import type { LocaleCode } from '../locales';
import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleTexts } from '../texts';
import { ARABIC } from './ar';
import { ENGLISH } from './en';

export const SEEDED_TEXTS: Record<LocaleCode, LocaleTexts> = {
  he: { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT },
  ar: ARABIC,
  en: ENGLISH,
};
