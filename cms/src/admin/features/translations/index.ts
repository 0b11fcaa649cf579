// The translation of the site's texts into Arabic and English, as the panel shows it: beside the
// Settings form, per language, how many fields a visitor would still read in Hebrew, and which.

import type { Feature } from '../../shared/feature';
import { TRANSLATIONS_MESSAGES } from './messages';
import { TranslationsPanel } from './translations-panel';

export const translations: Feature = {
  name: 'translations',
  messages: TRANSLATIONS_MESSAGES,
  sidePanels: { translations: TranslationsPanel },
};
