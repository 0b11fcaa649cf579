// The hooks every part of the page reads its texts and media through. Until the settings arrive
// (or when they fail) the page renders the defaults, so the visitor never sees a blank page.

import type { SettingsPayload, PublicTexts } from '@vision/config';
import { useSettings } from './get-settings';
import { mergeSettings, type SiteContent } from './merge-settings';

export type SiteContentState = {
  content: SiteContent;
  isLoading: boolean;
  /** The settings could not be loaded and the page shows the defaults. */
  loadFailed: boolean;
};

const DEFAULT_CONTENT = mergeSettings();

// One merge per settings answer, shared by every component that reads it.
const merged = new WeakMap<SettingsPayload, SiteContent>();

const contentOf = (payload: SettingsPayload | undefined): SiteContent => {
  if (payload === undefined) return DEFAULT_CONTENT;
  let content = merged.get(payload);
  if (content === undefined) {
    content = mergeSettings(payload);
    merged.set(payload, content);
  }
  return content;
};

export const useSiteContent = (): SiteContentState => {
  const { data, error, isLoading } = useSettings();
  return {
    content: contentOf(data),
    isLoading,
    // A failed revalidation after a good answer keeps the good texts and says nothing.
    loadFailed: error !== undefined && data === undefined,
  };
};

export const useTexts = (): PublicTexts => useSiteContent().content.texts;
