// GET /api/settings/get: the CMS's texts, media and open/closed state, shared by the whole page.
// Plain fetch, no HTTP library: this call is on the first paint's critical path and its budget.

import type { SettingsPayload, SettingsResponse } from '@vision/config';
import useSWR from 'swr';
import { env } from '@/config/env';

export type { SettingsPayload };

export const SETTINGS_PATH = '/api/settings/get';

const isSettingsResponse = (body: unknown): body is SettingsResponse => {
  if (typeof body !== 'object' || body === null) return false;
  const { success, data } = body as { success?: unknown; data?: unknown };
  return success === true && typeof data === 'object' && data !== null;
};

export const getSettings = async (): Promise<SettingsPayload> => {
  // no-cache revalidates with the CMS (ETag) on every visit, so an editor's change shows at once
  // although the CMS lets shared caches keep the answer for a day.
  const response = await fetch(`${env.cmsUrl}${SETTINGS_PATH}`, {
    cache: 'no-cache',
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Settings request failed with HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isSettingsResponse(body)) throw new Error('Settings answer is not { success: true, data }');
  return body.data;
};

export const useSettings = () =>
  useSWR<SettingsPayload, Error>(SETTINGS_PATH, getSettings, {
    // Texts change rarely and a refetch on every tab switch would only cost the visitor data.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
