// The review of a lead: its status, defined once here with the Hebrew label the panel shows, and the
// length cap of an internal note. The CMS's schema and routes and the admin panel both read it.

export const REVIEW_STATUSES = ['new', 'inReview', 'shortlisted', 'declined'] as const;

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);

export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'new';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  new: 'חדשה',
  inReview: 'בבדיקה',
  shortlisted: 'ברשימה הקצרה',
  declined: 'לא נבחרה',
};

/** The longest internal note, in characters. */
export const NOTE_MAX_LENGTH = 4000;
