// GET /api/settings/draft: the site's draft texts and images, in the shape of /api/settings/get,
// for the preview page only. The token goes in the X-Preview-Secret header; the answer is never
// cached (the CMS says no-store, and so does this request).

import { PREVIEW_SECRET_HEADER, type SettingsPayload, type SettingsResponse } from '@vision/config';
import useSWR from 'swr';
import { env } from '@/config/env';

export const DRAFT_SETTINGS_PATH = '/api/settings/draft';

/** Why the draft did not come: the link is wrong or expired, no answer came, or the CMS failed. */
export type DraftFailure = 'refused' | 'unreachable' | 'failed';

export class DraftSettingsError extends Error {
  constructor(
    readonly failure: DraftFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DraftSettingsError';
  }
}

const isSettingsResponse = (body: unknown): body is SettingsResponse => {
  if (typeof body !== 'object' || body === null) return false;
  const { success, data } = body as { success?: unknown; data?: unknown };
  return success === true && typeof data === 'object' && data !== null;
};

export const draftSettingsUrl = (locale: string | null): string =>
  `${env.cmsUrl}${DRAFT_SETTINGS_PATH}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`;

export const getDraftSettings = async (token: string, locale: string | null): Promise<SettingsPayload> => {
  let response: Response;
  try {
    response = await fetch(draftSettingsUrl(locale), {
      headers: { [PREVIEW_SECRET_HEADER]: token },
      cache: 'no-store',
      // The token is the credential; the editor's admin cookies have no business here.
      credentials: 'omit',
    });
  } catch (error) {
    throw new DraftSettingsError('unreachable', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401 || response.status === 403) {
    throw new DraftSettingsError('refused', `The draft was refused with HTTP ${response.status}`);
  }
  if (!response.ok) throw new DraftSettingsError('failed', `The draft request failed with HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isSettingsResponse(body))
    throw new DraftSettingsError('failed', 'The draft answer is not { success: true, data }');
  return body.data;
};

/** The draft for a token; no request without one (the page says the link is wrong instead). */
export const useDraftSettings = (token: string | null, locale: string | null) =>
  useSWR<SettingsPayload, DraftSettingsError>(
    token ? [DRAFT_SETTINGS_PATH, token, locale] : null,
    () => getDraftSettings(token as string, locale),
    {
      // The editor asks again with the retry button; a refused token will not pass on a retry.
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
