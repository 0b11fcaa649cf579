// Publishing the site's texts (issue 22): the draft for the site's preview, what the live site
// lacks of the draft, the versions every publish keeps and their restore, and the e-mails seen
// before they are sent.
//
// GET  /api/settings/draft                 the draft, for the preview (X-Preview-Secret)
// GET  /api/settings/publication           per language: does the live site differ from the draft, in which groups
// GET  /api/settings/versions              the versions, newest first (paged)
// GET  /api/settings/versions/{id}         one version, field by field against the one before it
// POST /api/settings/versions/{id}/restore the version becomes the current draft
// POST /api/settings/email-preview         an e-mail as its recipient will see it
// POST /api/settings/email-test            the same e-mail, sent to the signed-in account

import { z } from 'zod';
import { MAIL_PREVIEW_KINDS } from '../mail-preview';
import { ADMIN_ERRORS, dateTime, declarePageRoute, declareRoute, key, success } from './core';
import { PageQuery } from './inputs';
import { LocaleQuery, SettingsAnswer } from './settings';

/** A language code of the settings' content (`he` today). */
export const settingsDraftRoute = declareRoute({
  method: 'get',
  path: '/api/settings/draft',
  summary: "The site's draft texts and images, for the preview (never cached)",
  tags: ['publishing'],
  query: LocaleQuery,
  headers: z.object({
    'x-preview-secret': z.string().meta({
      description: 'PREVIEW_SECRET, or a preview token the CMS signed with it for the panel (valid for an hour).',
    }),
  }),
  answers: {
    200: {
      description: 'The same shape as GET /api/settings/get, from the drafts; Cache-Control: no-store.',
      json: SettingsAnswer,
    },
  },
  errors: [400, 401, 503],
});

/** One language's publication state: whether its draft holds changes the site does not show yet. */
export const PublicationState = z.object({
  locale: z.string(),
  differs: z.boolean(),
  /** The text groups (and `areas`, `media`) whose draft differs from the published texts. */
  groups: z.array(z.string()),
  /** The fields that differ, as `group.field` (`areas`, `media.titleImage`). */
  fields: z.array(z.string()),
  publishedAt: dateTime.nullable(),
  draftUpdatedAt: dateTime.nullable(),
});

export const PublicationAnswer = success({ data: z.object({ locales: z.array(PublicationState) }) });

export const settingsPublicationRoute = declareRoute({
  method: 'get',
  path: '/api/settings/publication',
  summary: 'Per language: whether the live site differs from the draft, and which groups (Editors, super admins)',
  tags: ['publishing'],
  security: 'admin',
  answers: { 200: { description: 'The publication state of every language.', json: PublicationAnswer } },
  errors: [...ADMIN_ERRORS],
});

const VersionAuthor = z.object({ id: z.int().nullable(), name: z.string() });

/** A version as the list shows it. */
export const SettingsVersionSummary = z.object({
  id: z.int(),
  /** 1, 2, 3… per language, in the order published. */
  number: z.int(),
  locale: z.string(),
  createdAt: dateTime,
  author: VersionAuthor,
  /** The fields this publish changed against the version before it (`group.field`, `areas`, `media.x`). */
  changedFields: z.array(z.string()),
  /** Set when this version was made by restoring an earlier one (that one's number). */
  restoredFrom: z.int().nullable(),
});

const VersionMedia = z.object({ id: z.int(), url: z.string(), name: z.string(), mime: z.string() }).nullable();

/** One changed field: the text (or the image) before this version and in it. */
export const VersionChange = z.object({
  field: z.string(),
  group: z.string(),
  kind: z.enum(['text', 'media']),
  before: z.union([z.string(), VersionMedia]).nullable(),
  after: z.union([z.string(), VersionMedia]).nullable(),
});

export const SettingsVersionDetail = SettingsVersionSummary.extend({
  changes: z.array(VersionChange),
});

export const settingsVersionsRoute = declarePageRoute({
  path: '/api/settings/versions',
  summary: 'The versions every publish kept, newest first (Editors, super admins)',
  tags: ['publishing'],
  query: PageQuery.extend(LocaleQuery.shape),
  item: SettingsVersionSummary,
  description: 'A page of versions.',
});
export const SettingsVersionsAnswer = settingsVersionsRoute.answers[200].json;

const versionParams = z.object({ id: z.int().meta({ description: "The version's id." }) });

export const SettingsVersionAnswer = success({ data: SettingsVersionDetail });

export const settingsVersionRoute = declareRoute({
  method: 'get',
  path: '/api/settings/versions/{id}',
  summary: 'One version, field by field against the version before it (Editors, super admins)',
  tags: ['publishing'],
  security: 'admin',
  params: versionParams,
  answers: { 200: { description: 'The version and its changes.', json: SettingsVersionAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export const RestoreAnswer = success({
  data: z.object({ locale: z.string(), restoredFrom: z.int(), draftUpdatedAt: dateTime }),
});

export const settingsVersionRestoreRoute = declareRoute({
  method: 'post',
  path: '/api/settings/versions/{id}/restore',
  summary: "Makes a version's texts and images the current draft, to preview and publish (Editors, super admins)",
  tags: ['publishing'],
  security: 'admin',
  params: versionParams,
  headers: z.object({
    'x-document-version': z
      .string()
      .optional()
      .meta({ description: "The draft's updatedAt the caller last saw: a newer draft refuses the restore (409)." }),
  }),
  answers: { 200: { description: 'The draft now holds the version.', json: RestoreAnswer } },
  errors: [404, 409, ...ADMIN_ERRORS],
});

/** Which e-mail, and optionally the texts to render it with (the panel's unsaved form). */
export const MailPreviewBody = z.strictObject({
  kind: z.enum(MAIL_PREVIEW_KINDS, { error: key('INVALID_FORMAT') }),
  locale: LocaleQuery.shape.locale,
  texts: z.record(z.string(), z.string().max(20_000, key('MAX_LENGTH'))).optional(),
});

export const MailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const MailPreviewAnswer = success({ data: MailPreview });

export const settingsEmailPreviewRoute = declareRoute({
  method: 'post',
  path: '/api/settings/email-preview',
  summary:
    'An editable e-mail as its recipient will see it, with a sample reference, area and file (Editors, super admins)',
  tags: ['publishing'],
  security: 'admin',
  body: MailPreviewBody,
  answers: { 200: { description: 'The rendered e-mail.', json: MailPreviewAnswer } },
  errors: [400, ...ADMIN_ERRORS],
});

export const MailTestAnswer = success({ data: z.object({ to: z.string(), queued: z.literal(true) }) });

export const settingsEmailTestRoute = declareRoute({
  method: 'post',
  path: '/api/settings/email-test',
  summary:
    "Sends the e-mail to the signed-in account's own address through the outbox, 10 an hour (Editors, super admins)",
  tags: ['publishing'],
  security: 'admin',
  body: MailPreviewBody,
  answers: { 202: { description: 'Queued in the outbox.', json: MailTestAnswer } },
  errors: [400, 429, ...ADMIN_ERRORS],
});

export type PublicationState = z.infer<typeof PublicationState>;
export type SettingsVersionSummary = z.infer<typeof SettingsVersionSummary>;
export type SettingsVersionDetail = z.infer<typeof SettingsVersionDetail>;
export type VersionChange = z.infer<typeof VersionChange>;
export type MailPreviewBody = z.infer<typeof MailPreviewBody>;
export type MailPreview = z.infer<typeof MailPreview>;
