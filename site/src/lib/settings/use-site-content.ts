// The hooks every part of the page reads its texts and media through, in the page's language.
// Until the settings arrive (or when they fail) the page renders that language's defaults, so the
// visitor never sees a blank page.

import { LOCALE_CODES, type LocaleCode, type PublicTexts, type SettingsPayload } from '@vision/config';
import { useLocaleCode } from '@/lib/locale/use-locale';
import { useSettings } from './get-settings';
import { mergeSettings, type SiteContent } from './merge-settings';

export type SiteContentState = {
  content: SiteContent;
  isLoading: boolean;
  /** The settings could not be loaded and the page shows the defaults. */
  loadFailed: boolean;
};

const DEFAULT_CONTENT = new Map<LocaleCode, SiteContent>();

// One merge per settings answer and language, shared by every component that reads it.
const merged = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, new WeakMap<SettingsPayload, SiteContent>()]),
) as Record<LocaleCode, WeakMap<SettingsPayload, SiteContent>>;

const contentOf = (payload: SettingsPayload | undefined, locale: LocaleCode): SiteContent => {
  if (payload === undefined) {
    let defaults = DEFAULT_CONTENT.get(locale);
    if (defaults === undefined) {
      defaults = mergeSettings(undefined, locale);
      DEFAULT_CONTENT.set(locale, defaults);
    }
    return defaults;
  }
  let content = merged[locale].get(payload);
  if (content === undefined) {
    content = mergeSettings(payload, locale);
    merged[locale].set(payload, content);
  }
  return content;
};

export const useSiteContent = (): SiteContentState => {
  const locale = useLocaleCode();
  const { data, error, isLoading } = useSettings(locale);
  return {
    content: contentOf(data, locale),
    isLoading,
    // A failed revalidation after a good answer keeps the good texts and says nothing.
    loadFailed: error !== undefined && data === undefined,
  };
};

export const useTexts = (): PublicTexts => useSiteContent().content.texts;
