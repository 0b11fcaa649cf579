// The English texts a new install seeds (translations/index.ts). PLACEHOLDER until written: Hebrew.

import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleTexts } from '../texts';

export const ENGLISH: LocaleTexts = { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT };
