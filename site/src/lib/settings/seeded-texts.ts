// The texts a language's page shows until the CMS answers, and where the CMS left a text empty:
// that language's seeded texts (config's translations/), so the prerendered /ar/ is Arabic and an
// Arabic text the editor cleared never turns Hebrew on the page.
// Hebrew's are in the first-paint bundle (they are the contract's defaults); Arabic's and
// English's are a chunk each (about 4 KB gzipped once written), fetched by their own page only:
// all three in the bundle were over its 80 KB budget (scripts/check-bundle-size.mjs). Each page's
// HTML preloads its chunk (scripts/prerender.mjs), and the app waits for it before it hydrates
// (src/app/mount.tsx); the language menu fetches the next one as the visitor reaches for it.

import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleCode, type LocaleTexts } from '@vision/config';

const HEBREW: LocaleTexts = { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT };

const loaders: Record<Exclude<LocaleCode, 'he'>, () => Promise<LocaleTexts>> = {
  ar: () => import('@vision/config/translations/ar').then((module) => module.ARABIC),
  en: () => import('@vision/config/translations/en').then((module) => module.ENGLISH),
};

const seeds: Partial<Record<LocaleCode, LocaleTexts>> = { he: HEBREW };
const pending = new Map<LocaleCode, Promise<void>>();
const listeners = new Set<() => void>();

/** The language's seeds; Hebrew's until its chunk has come (then subscribers render again). */
export const seededTexts = (locale: LocaleCode): LocaleTexts => seeds[locale] ?? HEBREW;

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
