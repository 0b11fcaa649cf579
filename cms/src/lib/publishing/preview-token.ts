// The preview's key to the drafts (GET /api/settings/draft, header X-Preview-Secret). A server that
// knows PREVIEW_SECRET sends it as is; the panel's preview never sees the secret: the CMS signs a
// token with it that opens the drafts for an hour (`v1.<expiry in seconds>.<HMAC-SHA256>`), put in
// the preview URL's fragment, which no server log or Referer carries.

import { createHmac, timingSafeEqual } from 'crypto';

export const PREVIEW_TOKEN_SECONDS = 60 * 60;

const signature = (secret: string, expires: number) =>
  createHmac('sha256', secret).update(`settings-draft:${expires}`).digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const signPreviewToken = (secret: string, now = Date.now()): string => {
  const expires = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
  return `v1.${expires}.${signature(secret, expires)}`;
};

/** Whether `presented` is the secret itself or an unexpired token signed with it. */
export const opensDrafts = (secret: string | null, presented: string | null | undefined, now = Date.now()): boolean => {
  if (!secret || !presented) return false;
  if (sameText(presented, secret)) return true;
  const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(presented);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameText(match[2], signature(secret, expires));
};
