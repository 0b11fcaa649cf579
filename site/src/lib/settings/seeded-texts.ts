// The texts a language's page shows until the CMS answers, and where the CMS left a text empty:
// that language's seeded texts (config's translations/), so the prerendered /ar/ is Arabic and an
// Arabic text the editor cleared never turns Hebrew on the page.
// Hebrew's are in the first-paint bundle (they are the contract's defaults); Arabic's and
// English's (about 4 KB gzipped each) are data in their own page's HTML, a JSON block the
// prerender writes (scripts/prerender.mjs) and this module reads at once, so the first render says
// what the prerendered page says with no script to fetch or run first; all three in the bundle were
// over its 80 KB budget (scripts/check-bundle-size.mjs). They are also a chunk each, which the
// language menu fetches as the visitor reaches for it.

import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleCode, type PageTexts } from '@vision/config';

const HEBREW: PageTexts = { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT };

const loaders: Record<Exclude<LocaleCode, 'he'>, () => Promise<PageTexts>> = {
  ar: () => import('@vision/config/translations/ar').then((module) => module.ARABIC_PAGE),
  en: () => import('@vision/config/translations/en').then((module) => module.ENGLISH_PAGE),
};

/** The seed block of the page (scripts/prerender.mjs), if it holds one for a language. */
const SEED_ELEMENT_ID = 'vision-seed-texts';
const embedded = (): Partial<Record<LocaleCode, PageTexts>> => {
  const element = typeof document === 'undefined' ? null : document.getElementById(SEED_ELEMENT_ID);
  const locale = element?.dataset.locale;
  if (!element?.textContent || (locale !== 'ar' && locale !== 'en')) return {};
  try {
    return { [locale]: JSON.parse(element.textContent) as PageTexts };
  } catch {
    return {}; // the chunk is fetched instead
  }
};

const seeds: Partial<Record<LocaleCode, PageTexts>> = { ...embedded(), he: HEBREW };
const pending = new Map<LocaleCode, Promise<void>>();
const listeners = new Set<() => void>();

/** The language's seeds; Hebrew's until its chunk has come (then subscribers render again). */
export const seededTexts = (locale: LocaleCode): PageTexts => seeds[locale] ?? HEBREW;

/** Fetches a language's seeds once; resolves when they are there (at once for Hebrew). */
export const loadSeededTexts = (locale: LocaleCode): Promise<void> => {
  if (locale === 'he' || seeds[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (loading === undefined) {
    loading = loaders[locale]().then(
      (texts) => {
        seeds[locale] = texts;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // A failed download is tried again on the next call.
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
};

export const subscribeSeededTexts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
