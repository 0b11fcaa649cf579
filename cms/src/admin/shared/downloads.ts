// Saving what the server sends as a download: the file name from Content-Disposition (RFC 6266,
// UTF-8 names included), and Hebrew messages for the ways a download can fail.

import { intlLocale, textOf } from './messages';
import { SHARED_MESSAGES } from './shared-messages';

export const fileNameFrom = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  return (plain?.[1] ?? plain?.[2] ?? '').trim() || fallback;
};

/** Hands a Blob to the browser as a download with the given name. */
export const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

const KNOWN_STATUSES = [400, 401, 403, 404, 429, 503];

/** A sentence for a failed request, in the reader's language: by HTTP status, or a lost connection (status 0). */
export const failureMessage = (status: number | undefined): string => {
  if (!status) return textOf(SHARED_MESSAGES, 'vision.shared.failure.offline');
  return textOf(
    SHARED_MESSAGES,
    KNOWN_STATUSES.includes(status) ? `vision.shared.failure.${status}` : 'vision.shared.failure.other',
  );
};

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12.3 קילובייט": a byte count as a Hebrew reader says it. */
export const humanSize = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'long',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

/** Where the CMS answers (the panel's own setting; empty when it is served by the CMS itself). */
export const backendUrl = (): string => (window.strapi as unknown as { backendURL?: string }).backendURL ?? '';

/** What the Content Manager hands an edit-view side panel (PanelComponent in 5.54). */
export type PanelProps = { model: string; documentId?: string; document?: Record<string, unknown> };
