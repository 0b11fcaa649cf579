// The answer of GET /api/settings/get: what the CMS sends and the site reads.

import { completePageTexts } from './complete-texts';
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
  'privacyDocument',
] as const;

export type MediaField = (typeof MEDIA_FIELDS)[number];

/**
 * The documents each language has its own of (the CMS's schema localizes them); a language without
 * one links the default language's. The images are the same in every language.
 */
export const DOCUMENT_FIELDS = [
  'termsDocument',
  'informationDocument',
  'privacyDocument',
] as const satisfies readonly MediaField[];

export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export type StaticMediaFile = { file: string; mime: string; width: number; height: number };

const SVG = 'image/svg+xml';
const PDF = 'application/pdf';

/**
 * The file the site ships in public/static/ for each media field: the site shows it until an
 * editor picks another, and the CMS seeds a copy of it into the Media Library. Sizes are the
 * files' own (documents have none).
 */
export const STATIC_MEDIA: Record<MediaField, StaticMediaFile> = {
  titleImage: { file: 'title.svg', width: 800, height: 300, mime: SVG },
  desktopBackground: { file: 'desktop-background.svg', width: 1920, height: 640, mime: SVG },
  mobileBackground: { file: 'mobile-background.svg', width: 768, height: 900, mime: SVG },
  partnerLogo: { file: 'partner-logo.svg', width: 240, height: 64, mime: SVG },
  mediaLogo: { file: 'media-logo.svg', width: 200, height: 64, mime: SVG },
  introImage: { file: 'intro.svg', width: 600, height: 400, mime: SVG },
  socialImage: { file: 'social-image.png', width: 1200, height: 630, mime: 'image/png' },
  favicon: { file: 'favicon.svg', width: 64, height: 64, mime: SVG },
  termsDocument: { file: 'terms.pdf', width: 0, height: 0, mime: PDF },
  informationDocument: { file: 'information.pdf', width: 0, height: 0, mime: PDF },
  privacyDocument: { file: 'privacy.pdf', width: 0, height: 0, mime: PDF },
};

/**
 * The text groups the public answer carries: every group but the e-mails, which only the CMS
 * sends (nobody outside needs them; editors see them rendered, POST /api/settings/email-preview).
 */
export type PublicTextGroupName = Exclude<keyof Texts, 'emails'>;

/** The texts the site shows: every group but the e-mails'. */
export type PublicTexts = Omit<Texts, 'emails'>;

export type LocalizedTexts = PublicTexts & { areas: AreaText[] };

/** The texts of a stored Settings entry that the public answer carries: complete, without the e-mails. */
export const publicTexts = (stored: unknown, defaults?: PublicTexts): PublicTexts =>
  completePageTexts(stored, defaults);

export type SettingsPayload = {
  lang: string;
  texts: Record<string, LocalizedTexts>;
  general: {
    isClosed: boolean;
    closedText: string;
    /**
     * The submission window (see submission-window.ts): ISO 8601 with Jerusalem's offset at that
     * instant, e.g. 2026-12-31T23:59:00+02:00, or null for no edge.
     */
    opensAt: string | null;
    closesAt: string | null;
  };
  media: Partial<Record<MediaField, MediaAsset>>;
  /** reCAPTCHA v3 site key; null when the bot check is off (development). */
  recaptchaSiteKey: string | null;
};

export type SettingsResponse = { success: true; data: SettingsPayload };
