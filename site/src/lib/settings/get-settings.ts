// GET /api/settings/get: the CMS's texts, media and open/closed state, shared by the whole page.
// Plain fetch, no HTTP library: this call is on the first paint's critical path and its budget.

import { DEFAULT_LOCALE, type LocaleCode, type SettingsPayload, type SettingsResponse } from '@vision/config';
import { useContext } from 'react';
import useSWR from 'swr';
import { env } from '@/config/env';
import { DraftSettingsContext } from './draft-settings';

export type { SettingsPayload };

export const SETTINGS_PATH = '/api/settings/get';

const isSettingsResponse = (body: unknown): body is SettingsResponse => {
  if (typeof body !== 'object' || body === null) return false;
  const { success, data } = body as { success?: unknown; data?: unknown };
  return success === true && typeof data === 'object' && data !== null;
};

/**
 * The address of a language's settings. Hebrew, the default, asks with no parameter: the same
 * address as before there were languages, so caches keep what they hold.
 */
export const settingsPath = (locale: LocaleCode): string =>
  locale === DEFAULT_LOCALE ? SETTINGS_PATH : `${SETTINGS_PATH}?locale=${locale}`;

export const getSettings = async (path: string = SETTINGS_PATH): Promise<SettingsPayload> => {
  // no-cache revalidates with the CMS (ETag) on every visit, so an editor's change shows at once
  // although the CMS lets shared caches keep the answer for a day.
  const response = await fetch(`${env.cmsUrl}${path}`, {
    cache: 'no-cache',
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Settings request failed with HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isSettingsResponse(body)) throw new Error('Settings answer is not { success: true, data }');
  return body.data;
};

export const useSettings = (locale: LocaleCode) => {
  const draft = useContext(DraftSettingsContext);
  // No key on the preview page: SWR then fetches nothing, so the published texts can never
  // replace the draft the editor is looking at.
  const published = useSWR<SettingsPayload, Error>(draft ? null : settingsPath(locale), getSettings, {
    // Texts change rarely and a refetch on every tab switch would only cost the visitor data.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // After a switch of language the last answer's images and open/closed state stay on screen
    // until the new language's answer comes (its texts meanwhile are the seeded ones,
    // merge-settings.ts), rather than the shipped images flashing in between.
    keepPreviousData: true,
  });
  return draft ? { data: draft, error: undefined, isLoading: false } : published;
};
