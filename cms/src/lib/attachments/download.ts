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

export type StoredAttachment = {
  reference: string;
  attachmentName: string | null;
  attachmentType: string | null;
};

/** A private file as a download: never rendered by the browser, never cached. */
export const downloadHeaders = (attachment: StoredAttachment, size: number): Record<string, string> => ({
  'Content-Type': attachment.attachmentType ?? 'application/octet-stream',
  'Content-Length': String(size),
  'Content-Disposition': attachmentDisposition(attachment.attachmentName ?? 'file', attachment.reference),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy': 'sandbox',
});
