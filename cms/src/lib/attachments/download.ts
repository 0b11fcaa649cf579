// How an attachment leaves the CMS: its path in the /api contract and the headers of its download,
// the same for a lead and for a quarantined attempt.

export const downloadPathOf = (documentId: string) => `/api/leads/${encodeURIComponent(documentId)}/file`;

/** RFC 5987: what encodeURIComponent leaves that a header parameter may not carry raw. */
const encodeHeaderValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the real name>`: old clients get a
 * safe ASCII name (the reference when nothing of the name is ASCII), the rest the Hebrew one.
 */
export const attachmentDisposition = (name: string, reference: string): string => {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  const stem = name
    .slice(0, name.length - extension.length)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = `${/[A-Za-z0-9]/.test(stem) ? stem : reference}${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeHeaderValue(name)}`;
};

/** The only type shown in the page (`?inline=1`, for an evaluator reading the proposal beside the rubric). */
export const INLINE_TYPE = 'application/pdf';

export type StoredAttachment = {
  reference: string;
  attachmentName: string | null;
  attachmentType: string | null;
};

/**
 * A private file as a download: never rendered by the browser, never cached. With `inline`, a PDF
 * is shown in the panel's own frame instead: the browser's viewer under a policy that loads
 * nothing, runs nothing of the file and lets no other site frame it (a sandbox would stop the viewer).
 */
export const downloadHeaders = (
  attachment: StoredAttachment,
  size: number,
  { inline = false }: { inline?: boolean } = {},
): Record<string, string> => {
  const disposition = attachmentDisposition(attachment.attachmentName ?? 'file', attachment.reference);
  const shown = inline && attachment.attachmentType === INLINE_TYPE;
  return {
    'Content-Type': attachment.attachmentType ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Content-Disposition': shown ? disposition.replace(/^attachment/, 'inline') : disposition,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': shown
      ? "default-src 'none'; script-src 'none'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"
      : 'sandbox',
  };
};
