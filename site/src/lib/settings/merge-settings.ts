// Turns whatever the CMS answered (or nothing yet) into the complete content the page renders:
// every text the CMS left out or empty falls back to the contract's default, never to ''.

import {
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LOCALE,
  MEDIA_FIELDS,
  completeAreas,
  isFilledText,
  publicTexts,
  textOr,
  toInstant,
  type AreaText,
  type MediaField,
  type SettingsPayload,
  type PublicTexts,
} from '@vision/config';
import { resolveMedia, type SiteMedia } from './media';

export type SiteContent = {
  lang: string;
  texts: PublicTexts;
  areas: readonly AreaText[];
  isClosed: boolean;
  closedText: string;
  /** The submission window's edges in milliseconds since the epoch, or null for none. */
  opensAt: number | null;
  closesAt: number | null;
  media: Record<MediaField, SiteMedia>;
  recaptchaSiteKey: string | null;
};

type Loose = Record<string, unknown>;

const instantOf = (value: unknown): number | null => (typeof value === 'string' ? toInstant(value) : null);

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

export const mergeSettings = (payload?: SettingsPayload): SiteContent => {
  const lang = isFilledText(payload?.lang) ? payload.lang : DEFAULT_LOCALE;
  const textsByLang: Loose = isRecord(payload?.texts) ? payload.texts : {};
  const localized = textsByLang[lang] ?? textsByLang[DEFAULT_LOCALE];
  const general: Loose = isRecord(payload?.general) ? payload.general : {};
  const media: Loose = isRecord(payload?.media) ? payload.media : {};

  return {
    lang,
    texts: publicTexts(localized),
    areas: completeAreas(isRecord(localized) ? localized.areas : undefined),
    isClosed: general.isClosed === true,
    closedText: textOr(general.closedText, DEFAULT_CLOSED_TEXT),
    opensAt: instantOf(general.opensAt),
    closesAt: instantOf(general.closesAt),
    media: Object.fromEntries(MEDIA_FIELDS.map((field) => [field, resolveMedia(field, media[field])])) as Record<
      MediaField,
      SiteMedia
    >,
    recaptchaSiteKey: isFilledText(payload?.recaptchaSiteKey) ? payload.recaptchaSiteKey : null,
  };
};
