// The hooks every part of the page reads its texts and media through, in the page's language.
// Until the settings arrive (or when they fail) the page renders that language's defaults, so the
// visitor never sees a blank page.

import type { LocaleCode, PageTexts, PublicTexts, SettingsPayload } from '@vision/config';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocaleCode } from '@/lib/locale/use-locale';
import { useSettings } from './get-settings';
import { mergeSettings, type SiteContent } from './merge-settings';
import { loadSeededTexts, seededTexts, subscribeSeededTexts } from './seeded-texts';

export type SiteContentState = {
  content: SiteContent;
  isLoading: boolean;
  /** The settings could not be loaded and the page shows the defaults. */
  loadFailed: boolean;
};

// One merge per settings answer and language's seeds, shared by every component that reads it.
// Keyed by the seeds too: the page renders again, merged anew, when its language's seeds arrive.
const DEFAULT_CONTENT = new WeakMap<PageTexts, SiteContent>();
const merged = new WeakMap<PageTexts, WeakMap<SettingsPayload, SiteContent>>();

const contentOf = (payload: SettingsPayload | undefined, locale: LocaleCode, seeds: PageTexts): SiteContent => {
  if (payload === undefined) {
    let defaults = DEFAULT_CONTENT.get(seeds);
    if (defaults === undefined) {
      defaults = mergeSettings(undefined, locale);
      DEFAULT_CONTENT.set(seeds, defaults);
    }
    return defaults;
  }
  let bySeeds = merged.get(seeds);
  if (bySeeds === undefined) {
    bySeeds = new WeakMap();
    merged.set(seeds, bySeeds);
  }
  let content = bySeeds.get(payload);
  if (content === undefined) {
    content = mergeSettings(payload, locale);
    bySeeds.set(payload, content);
  }
  return content;
};

export const useSiteContent = (): SiteContentState => {
  const locale = useLocaleCode();
  const seeds = useSyncExternalStore(
    subscribeSeededTexts,
    () => seededTexts(locale),
    () => seededTexts(locale),
  );
  // After a switch of language: its seeds, if the menu has not fetched them already.
  useEffect(() => void loadSeededTexts(locale).catch(() => undefined), [locale]);
  const { data, error, isLoading } = useSettings(locale);
  return {
    content: contentOf(data, locale, seeds),
    isLoading,
    // A failed revalidation after a good answer keeps the good texts and says nothing.
    loadFailed: error !== undefined && data === undefined,
  };
};

export const useTexts = (): PublicTexts => useSiteContent().content.texts;
