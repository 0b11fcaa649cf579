// Numeric limits of a lead. The site and the CMS both read these.

export const CONTACTS_MIN = 1;
export const CONTACTS_MAX = 5;

export const PHONE_MIN_LENGTH = 9;
export const PHONE_MAX_LENGTH = 10;

/** 5 MB: the largest attachment a visitor may send. */
export const FILE_MAX_BYTES = 5_242_880;

/** Caps on free text, so a hostile client cannot make us store megabytes of "name". */
export const TEXT_MAX_LENGTH = {
  visionPresenters: 300,
  fullName: 100,
  role: 100,
  email: 254,
  fileName: 200,
} as const;

/** Paging of the /api admin lists (GET /api/leads/paginate, GET /api/admins/paginate). */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** The reCAPTCHA v3 action the site asks a token for and the CMS requires. */
export const BOT_CHECK_ACTION = 'submit';
