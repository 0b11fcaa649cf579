// The page's images and documents: the editor's upload from the Media Library when there is one,
// otherwise the file shipped in public/static/ (so a fresh install still shows a finished page).

import { STATIC_MEDIA, type MediaAsset, type MediaField } from '@vision/config';
import { env } from '@/config/env';

export type SiteMedia = {
  url: string;
  /** Intrinsic size, given to <img> so the page does not jump while images load. */
  width: number;
  height: number;
  mime: string;
};

export const staticMedia = (field: MediaField): SiteMedia => {
  const { file, ...rest } = STATIC_MEDIA[field];
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
