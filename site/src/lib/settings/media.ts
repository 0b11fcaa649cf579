// The page's images and documents: the editor's upload from the Media Library when there is one,
// otherwise the file shipped in public/static/ (so a fresh install still shows a finished page).

import type { MediaAsset, MediaField } from '@vision/config';
import { env } from '@/config/env';

export type SiteMedia = {
  url: string;
  /** Intrinsic size, given to <img> so the page does not jump while images load. */
  width: number;
  height: number;
  mime: string;
};

type StaticFile = { file: string; width: number; height: number; mime: string };

const SVG = 'image/svg+xml';
const PDF = 'application/pdf';

// Sizes are those of the shipped files; the documents have none and get 0.
const STATIC_FILES: Record<MediaField, StaticFile> = {
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
};

export const staticMedia = (field: MediaField): SiteMedia => {
  const { file, ...rest } = STATIC_FILES[field];
  return { url: `${env.staticBase}${file}`, ...rest };
};

/** The CMS answers '/uploads/x.svg'; that path lives on the CMS, which may be another origin. */
const cmsUrlOf = (url: string): string => (url.startsWith('/') && !url.startsWith('//') ? `${env.cmsUrl}${url}` : url);

const isMediaAsset = (value: unknown): value is MediaAsset =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { url?: unknown }).url === 'string' &&
  (value as { url: string }).url !== '';

const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

export const resolveMedia = (field: MediaField, uploaded: unknown): SiteMedia => {
  const fallback = staticMedia(field);
  if (!isMediaAsset(uploaded)) return fallback;
  return {
    url: cmsUrlOf(uploaded.url),
    width: positive(uploaded.width, fallback.width),
    height: positive(uploaded.height, fallback.height),
    mime: typeof uploaded.mime === 'string' && uploaded.mime !== '' ? uploaded.mime : fallback.mime,
  };
};
