// PATCH /api/leads/:id/review with the panel's admin token (Strapi's fetch client has no PATCH),
// and the Hebrew for each way it can be refused.

import { fetchAsAdmin } from '../leads/admin-fetch';
import { failureMessage } from '../leads/downloads';
import { errorCodeOf, reviewPath, VERSION_HEADER, type LeadReview } from './api';
import type { ReviewChange } from './review-change';

export type ReviewAnswer = { ok: true; review: LeadReview } | { ok: false; conflict: boolean; message: string };

const FIELD_MESSAGES: Record<string, string> = {
  reviewerId: 'לבודק/ת שנבחר/ה אין הרשאה לעבור על הצעות. יש לבחור מישהו אחר.',
  status: 'הסטטוס שנבחר אינו מוכר.',
};

/** The Hebrew for a refused change, from its status and body. */
export const refusalMessage = (status: number, body: unknown): string => {
  if (status === 400) {
    const fields = Object.keys((body as { error?: { fields?: object } } | null)?.error?.fields ?? {});
    const known = fields.map((field) => FIELD_MESSAGES[field]).filter(Boolean);
    return known.length ? known.join(' ') : 'השינוי אינו תקין.';
  }
  if (status === 404) return 'ההצעה לא נמצאה. ייתכן שנמחקה בינתיים.';
  return failureMessage(status);
};

export const sendReview = async (
  documentId: string,
  change: ReviewChange,
  { token, version }: { token: string | null; version?: string },
): Promise<ReviewAnswer> => {
  try {
    const response = await fetchAsAdmin(reviewPath(documentId), token, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(version ? { [VERSION_HEADER]: version } : {}),
      },
      body: JSON.stringify(change),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, review: (body as { data: LeadReview }).data };
    const conflict = response.status === 409 || errorCodeOf(body) === 'VERSION_CONFLICT';
    return { ok: false, conflict, message: refusalMessage(response.status, body) };
  } catch {
    return { ok: false, conflict: false, message: failureMessage(0) };
  }
};
