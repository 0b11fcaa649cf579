// The texts a language's page shows until the CMS answers, and where the CMS left a text empty:
// that language's seeded texts (config's translations/), so the prerendered /ar/ is Arabic and an
// Arabic text the editor cleared never turns Hebrew on the page.
// Every language's seed is in the first-paint bundle (about 4 KB gzipped each once written), which
// scripts/check-bundle-size.mjs weighs on each page; should the budget tighten, this is the one
// place to load a page's own seed alone.

import { SEEDED_TEXTS, type LocaleCode, type LocaleTexts } from '@vision/config';

export const seededTexts = (locale: LocaleCode): LocaleTexts => SEEDED_TEXTS[locale];
