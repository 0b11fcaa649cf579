// Turns whatever the CMS answered (or nothing yet) into the complete content the page renders in
// its language: every text the CMS left out or empty falls back to that language's seeded text
// (seeded-texts.ts), never to ''.

import {
  DEFAULT_LOCALE,
  LOCALES,
  MEDIA_FIELDS,
  completeAreas,
  isFilledText,
  publicTexts,
  textOr,
  toInstant,
  type AreaText,
  type LocaleCode,
  type MediaField,
  type SettingsPayload,
  type PublicTexts,
} from '@vision/config';
import { resolveMedia, type SiteMedia } from './media';
import { seededTexts } from './seeded-texts';

export type SiteContent = {
  /** The page's language (its address), whatever language the answer was in. */
  lang: LocaleCode;
  dir: 'rtl' | 'ltr';
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

/**
 * `locale`: the page's language. The answer's texts in that language are used; an answer in
 * another one (a switch of language while the new answer is on its way, or a CMS that ignored
 * ?locale=) lends its images and open/closed state, and the page shows its own seeded texts.
 */
export const mergeSettings = (payload?: SettingsPayload, locale: LocaleCode = DEFAULT_LOCALE): SiteContent => {
  const seeded = seededTexts(locale);
  const answerLang = isFilledText(payload?.lang) ? payload.lang : DEFAULT_LOCALE;
  const textsByLang: Loose = isRecord(payload?.texts) ? payload.texts : {};
  const localized = textsByLang[locale];
  const general: Loose = isRecord(payload?.general) ? payload.general : {};
  const media: Loose = isRecord(payload?.media) ? payload.media : {};

  return {
    lang: locale,
    dir: LOCALES[locale].dir,
    texts: publicTexts(localized, seeded.texts),
    areas: completeAreas(isRecord(localized) ? localized.areas : undefined, seeded.areas),
    isClosed: general.isClosed === true,
    closedText: answerLang === locale ? textOr(general.closedText, seeded.closedText) : seeded.closedText,
    opensAt: instantOf(general.opensAt),
    closesAt: instantOf(general.closesAt),
    media: Object.fromEntries(MEDIA_FIELDS.map((field) => [field, resolveMedia(field, media[field])])) as Record<
      MediaField,
      SiteMedia
    >,
    recaptchaSiteKey: isFilledText(payload?.recaptchaSiteKey) ? payload.recaptchaSiteKey : null,
  };
};
