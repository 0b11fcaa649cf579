// The texts a language's page shows until the CMS answers, and where the CMS left a text empty:
// that language's seeded texts (config's translations/), so the prerendered /ar/ is Arabic and an
// Arabic text the editor cleared never turns Hebrew on the page.
// Hebrew's are in the first-paint bundle (they are the contract's defaults). Arabic's and
// English's (about 4 KB gzipped each; all three in the bundle were over its 80 KB budget,
// scripts/check-bundle-size.mjs) are a JSON file that their own page preloads from its <head>
// (scripts/prerender.mjs): fetched beside the scripts, read before the page hydrates, and kept
// out of the HTML, whose first round trip it would overflow. They are also a chunk each, which the
// language menu fetches as the visitor reaches for it.

import { DEFAULT_AREAS, DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, type LocaleCode, type PageTexts } from '@vision/config';

const HEBREW: PageTexts = { texts: DEFAULT_TEXTS, areas: DEFAULT_AREAS, closedText: DEFAULT_CLOSED_TEXT };

type SeedLocale = Exclude<LocaleCode, 'he'>;

const loaders: Record<SeedLocale, () => Promise<PageTexts>> = {
  ar: () => import('@vision/config/translations/ar').then((module) => module.ARABIC_PAGE),
  en: () => import('@vision/config/translations/en').then((module) => module.ENGLISH_PAGE),
};

/** A language whose seeds are fetched (every one but Hebrew, whose are in the bundle). */
const hasSeeds = (locale: string | undefined): locale is SeedLocale =>
  locale !== undefined && Object.prototype.hasOwnProperty.call(loaders, locale);

/** The page's preloaded seeds file (scripts/prerender.mjs): its language and address, if any. */
const SEED_ELEMENT_ID = 'vision-seed-texts';
const preloaded = (): { locale: SeedLocale; url: string } | null => {
  const element = typeof document === 'undefined' ? null : document.getElementById(SEED_ELEMENT_ID);
  const locale = element?.dataset.locale;
  const url = element?.getAttribute('href');
  return url && hasSeeds(locale) ? { locale, url } : null;
};

/** The preloaded file's texts; its language's chunk should it not come or not be whole. */
const fetchPreloaded = async ({ locale, url }: { locale: SeedLocale; url: string }) => {
  try {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    const texts = (await answer.json()) as PageTexts;
    if (typeof texts?.texts !== 'object' || texts.texts === null) throw new Error(`${url}: no texts`);
    return texts;
  } catch {
    return loaders[locale]();
  }
};

const page = preloaded();
const seeds: Partial<Record<LocaleCode, PageTexts>> = { he: HEBREW };
const pending = new Map<LocaleCode, Promise<void>>();
const listeners = new Set<() => void>();

/** The language's seeds; Hebrew's until its chunk has come (then subscribers render again). */
export const seededTexts = (locale: LocaleCode): PageTexts => seeds[locale] ?? HEBREW;

/**
 * Fetches a language's seeds once (the page's own from its preloaded file, another's as its chunk);
 * resolves when they are there (at once for Hebrew).
 */
export const loadSeededTexts = (locale: LocaleCode): Promise<void> => {
  if (locale === 'he' || seeds[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (loading === undefined) {
    loading = (page?.locale === locale ? fetchPreloaded(page) : loaders[locale]()).then(
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
