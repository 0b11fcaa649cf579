// The answer of GET /api/settings/get: what the CMS sends and the site reads.

import type { AreaText, Texts } from './texts';

export type MediaAsset = {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
};

export const MEDIA_FIELDS = [
  'titleImage',
  'desktopBackground',
  'mobileBackground',
  'partnerLogo',
  'mediaLogo',
  'introImage',
  'socialImage',
  'favicon',
  'termsDocument',
  'informationDocument',
] as const;

export type MediaField = (typeof MEDIA_FIELDS)[number];

export type LocalizedTexts = Texts & { areas: AreaText[] };

export type SettingsPayload = {
  lang: string;
  texts: Record<string, LocalizedTexts>;
  general: { isClosed: boolean; closedText: string };
  media: Partial<Record<MediaField, MediaAsset>>;
  /** reCAPTCHA v3 site key; null when the bot check is off (development). */
  recaptchaSiteKey: string | null;
};

export type SettingsResponse = { success: true; data: SettingsPayload };
