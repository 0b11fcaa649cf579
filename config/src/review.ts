// The review of a lead in the back office: its status, with the Hebrew label people read, and the
// length of an internal note. Shared by the CMS (schema, validation, export) and its panel.

export const REVIEW_STATUSES = ['new', 'inReview', 'shortlisted', 'declined'] as const;

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);

/** Every lead starts here, new ones and the ones received before reviews existed. */
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'new';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  new: 'חדשה',
  inReview: 'בבדיקה',
  shortlisted: 'ברשימה הקצרה',
  declined: 'לא נבחרה',
};

/** Characters in one internal note. */
export const NOTE_MAX_LENGTH = 4000;

/** Colleagues one note may mention (each gets an e-mail): more is a mailing list's job. */
export const NOTE_MENTIONS_MAX = 20;
