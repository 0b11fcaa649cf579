// Publishing the site's texts (issue 22). Settings keeps a draft and a published copy (Strapi's
// draft and publish); the site shows only what is published. These fields are not content but
// the call's controls: they act the moment they are saved, never wait for a publish, and are no
// part of a version (a restore never reopens a closed call).

export const IMMEDIATE_SETTINGS_FIELDS = [
  'isClosed',
  'closedText',
  'opensAt',
  'closesAt',
  'staffNotification',
  'staffEmails',
  'retentionDays',
  'evaluatorsSeeContacts',
] as const;

export type ImmediateSettingsField = (typeof IMMEDIATE_SETTINGS_FIELDS)[number];

/** The staff's notification fields: shown and changed by super admins and Leads managers only. */
export const STAFF_NOTIFICATION_FIELDS = ['staffNotification', 'staffEmails'] as const;

/** Whether evaluators see a proposal's contacts: super admins only decide it. */
export const SUPER_ADMIN_SETTINGS_FIELDS = ['evaluatorsSeeContacts'] as const;

/** What the preview pages say, visibly, on every screen. */
export const PREVIEW_BANNER_TEXT = 'טיוטה – לא פורסם';

/** The header a preview sends the secret (or the panel's signed token) in. */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';

/** The path of the site's preview page (the draft is fetched there at run time, never prerendered). */
export const PREVIEW_PATH = '/preview/';

/** Versions are never deleted by hand; the CMS keeps at least this many per language. */
export const SETTINGS_VERSIONS_KEPT = 200;
