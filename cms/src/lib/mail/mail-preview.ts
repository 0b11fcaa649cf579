// An editable e-mail as its recipient will see it, with the sample lead of config's
// MAIL_PREVIEW_SAMPLE: rendered by the outbox's own templates (templates.ts), so a preview, a test
// send and a real mail differ only in the lead they name.

import { DEFAULT_LOCALE, MAIL_PREVIEW_SAMPLE, type LocaleCode, type MailPreviewKind } from '@vision/config';
import { jerusalemDate } from '../time/jerusalem';
import {
  confirmationMail,
  digestMail,
  israeliDate,
  panelLink,
  staffNotificationMail,
  type MailMessage,
  type MailTexts,
} from './templates';

export type PreviewFacts = {
  /** The areas' names as the editors set them, by key. */
  areaLabels: Record<string, string>;
  /** PUBLIC_URL: where the panel's links start. */
  publicUrl: string;
  /** The digest names today's Israel-time date. */
  now: Date;
  /** The confirmation's language, which sets its direction (the staff's mails are Hebrew's). */
  locale?: LocaleCode;
};

/** The sample reference `offset` after the sample's own (VN-4821-0123, …0124, …). */
const sampleReference = (offset: number) =>
  MAIL_PREVIEW_SAMPLE.reference.replace(/\d+$/, (digits) =>
    String(Number(digits) + offset).padStart(digits.length, '0'),
  );

export const previewMail = (
  kind: MailPreviewKind,
  texts: MailTexts,
  { areaLabels, publicUrl, now, locale = DEFAULT_LOCALE }: PreviewFacts,
): MailMessage => {
  const areaKeys = Object.keys(areaLabels);
  const sampleArea = areaLabels[MAIL_PREVIEW_SAMPLE.area] ?? MAIL_PREVIEW_SAMPLE.area;
  const link = panelLink(publicUrl, MAIL_PREVIEW_SAMPLE.documentId);
  if (kind === 'confirmation') {
    return confirmationMail(
      texts,
      { reference: MAIL_PREVIEW_SAMPLE.reference, area: sampleArea, fileName: MAIL_PREVIEW_SAMPLE.fileName },
      locale,
    );
  }
  if (kind === 'staffNotice') {
    return staffNotificationMail(texts, { reference: MAIL_PREVIEW_SAMPLE.reference, area: sampleArea, link });
  }
  // The digest: the sample lead and the ones after it, each in an area of its own.
  const start = Math.max(0, areaKeys.indexOf(MAIL_PREVIEW_SAMPLE.area));
  const lines = Array.from({ length: MAIL_PREVIEW_SAMPLE.digestCount }, (_, offset) => {
    const key = areaKeys[(start + offset) % Math.max(1, areaKeys.length)] ?? MAIL_PREVIEW_SAMPLE.area;
    return { reference: sampleReference(offset), area: areaLabels[key] ?? key, link };
  });
  return digestMail(texts, israeliDate(jerusalemDate(now.getTime())), lines);
};
