// The body of POST /api/settings/email-preview and /email-test, as the /api contract declares it
// (config/src/contract/settings-publishing.ts): which e-mail, the language, and the panel's unsaved
// texts, which may name only the e-mails' own texts.

import { DEFAULT_TEXTS, MailPreviewBody, type MailPreviewKind } from '@vision/config';
import { failIfAny, parseInput, type FieldErrors } from '../../auth/validation/admin-input';

export type MailPreviewRequest = { kind: MailPreviewKind; locale?: string; texts: Record<string, string> };

const EMAIL_TEXT_KEYS = new Set(Object.keys(DEFAULT_TEXTS.emails));

export const parseMailPreview = (body: unknown): MailPreviewRequest => {
  const { kind, locale, texts = {} } = parseInput(MailPreviewBody, body);
  const unknown: FieldErrors = Object.fromEntries(
    Object.keys(texts)
      .filter((key) => !EMAIL_TEXT_KEYS.has(key))
      .map((key) => [`texts.${key}`, 'INVALID_FORMAT' as const]),
  );
  failIfAny(unknown, "Only the e-mails' texts may be given.");
  return { kind, locale, texts };
};
