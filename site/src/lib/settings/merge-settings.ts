// Turns whatever the CMS answered (or nothing yet) into the complete content the page renders:
// every text the CMS left out or empty falls back to the contract's default, never to ''.

import {
  DEFAULT_AREAS,
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LANG,
  DEFAULT_TEXTS,
  MEDIA_FIELDS,
  TEXT_GROUP_NAMES,
  type AreaText,
  type MediaField,
  type SettingsPayload,
  type Texts,
} from '@vision/config';
import { resolveMedia, type SiteMedia } from './media';

export type SiteContent = {
  lang: string;
  texts: Texts;
  areas: readonly AreaText[];
  isClosed: boolean;
  closedText: string;
  media: Record<MediaField, SiteMedia>;
  recaptchaSiteKey: string | null;
};

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const textOr = (value: unknown, fallback: string): string => (isFilled(value) ? value : fallback);

const mergeGroup = (defaults: Record<string, string>, incoming: unknown): Record<string, string> => {
  const source = isRecord(incoming) ? incoming : {};
  return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, textOr(source[key], fallback)]));
};

/** The texts of one language, each one the CMS's when it sent a non-empty string. */
export const mergeTexts = (incoming: unknown): Texts => {
  const source = isRecord(incoming) ? incoming : {};
  const merged = Object.fromEntries(
    TEXT_GROUP_NAMES.map((group) => [group, mergeGroup(DEFAULT_TEXTS[group], source[group])]),
  );
  // Same keys as DEFAULT_TEXTS by construction, so the shape is Texts.
  return merged as Texts;
};

/** The ten areas in the contract's order, with the CMS's label and info where it has them. */
export const mergeAreas = (incoming: unknown): readonly AreaText[] => {
  const sent = Array.isArray(incoming) ? incoming.filter(isRecord) : [];
  return DEFAULT_AREAS.map((area) => {
    const match = sent.find((candidate) => candidate.key === area.key);
    return { key: area.key, label: textOr(match?.label, area.label), info: textOr(match?.info, area.info) };
  });
};

export const mergeSettings = (payload?: SettingsPayload): SiteContent => {
  const lang = isFilled(payload?.lang) ? payload.lang : DEFAULT_LANG;
  const textsByLang: Loose = isRecord(payload?.texts) ? payload.texts : {};
  const localized = textsByLang[lang] ?? textsByLang[DEFAULT_LANG];
  const general: Loose = isRecord(payload?.general) ? payload.general : {};
  const media: Loose = isRecord(payload?.media) ? payload.media : {};

  return {
    lang,
    texts: mergeTexts(localized),
    areas: mergeAreas(isRecord(localized) ? localized.areas : undefined),
    isClosed: general.isClosed === true,
    closedText: textOr(general.closedText, DEFAULT_CLOSED_TEXT),
    media: Object.fromEntries(MEDIA_FIELDS.map((field) => [field, resolveMedia(field, media[field])])) as Record<
      MediaField,
      SiteMedia
    >,
    recaptchaSiteKey: isFilled(payload?.recaptchaSiteKey) ? payload.recaptchaSiteKey : null,
  };
};
