// The e-mails editors see before they are sent (issue 22): which ones, their Hebrew names, and the
// sample lead a preview and a test send are rendered with.

export const MAIL_PREVIEW_KINDS = ['confirmation', 'staffNotice', 'digest'] as const;

export type MailPreviewKind = (typeof MAIL_PREVIEW_KINDS)[number];

export const MAIL_PREVIEW_LABELS: Record<MailPreviewKind, string> = {
  confirmation: 'אישור למגישים',
  staffNotice: 'הודעה לצוות על הצעה חדשה',
  digest: 'סיכום יומי לצוות',
};

/** The sample lead of a preview: a reference, an area (by key; its name is the editors'), a file. */
export const MAIL_PREVIEW_SAMPLE = {
  reference: 'VN-4821-0123',
  area: 'educationAndEnlightenment',
  fileName: 'חזון-לדוגמה.pdf',
  /** The lead the panel link names: shaped as a real one, so the link reads as it will. */
  documentId: 'sample0preview0lead0000001',
  /** The digest lists this many leads. */
  digestCount: 3,
} as const;

/** At most this many test e-mails per account per hour. */
export const MAIL_TEST_PER_HOUR = 10;
