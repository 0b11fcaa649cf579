// The leads: a visitor's POST /api/leads/create, and the lead admins' lists, figures, export,
// reviewers and files.

import { z } from 'zod';
import { AREA_KEYS } from '../areas';
import { FILE_SCAN_STATES } from '../file-scan';
import { CONTACT_FIELDS, REFERENCE_PATTERN, type LeadValues } from '../lead-schema';
import { CONTACTS_MAX, CONTACTS_MIN, FILE_MAX_BYTES } from '../limits';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../locales';
import { REVIEW_STATUSES } from '../review';
import { ADMIN_ERRORS, ApiFailure, dateTime, declarePageRoute, declareRoute, key, success } from './core';
import { documentIdParam, PageQuery } from './inputs';
import { Person } from './people';

export const Contact = z.object({ fullName: z.string(), role: z.string(), phoneNumber: z.string(), email: z.string() });

export const Lead = z.object({
  id: z.string(),
  reference: z.string(),
  receivedAt: dateTime,
  visionPresenters: z.string(),
  area: z.object({ key: z.enum(AREA_KEYS), label: z.string() }),
  contacts: z.array(Contact),
  attachment: z.object({
    name: z.string().nullable(),
    type: z.string().nullable(),
    size: z.int().nullable(),
    sha256: z.string().nullable(),
    downloadPath: z.string(),
  }),
  /** The malware scan of the file (../file-scan.ts): only a `clean` file downloads. */
  fileScan: z.enum(FILE_SCAN_STATES),
  status: z.enum(REVIEW_STATUSES),
  reviewer: Person.nullable(),
  notesCount: z.int(),
  duplicateOf: z.array(z.string()),
  /** The committee's scores (../evaluation.ts): the mean of the submitted weighted scores, or null. */
  scoreMean: z.number().nullable(),
  scoreCount: z.int(),
  scoreDisagreement: z.boolean(),
  /** The language the visitor submitted in (../locales.ts): their e-mails follow it. */
  locale: z.enum(LOCALE_CODES),
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A calendar day (YYYY-MM-DD) that exists. */
export const isCalendarDay = (value: string): boolean => {
  const day = DAY.exec(value);
  if (!day) return false;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
};

const isInstant = (value: string) => TIMESTAMP.test(value) && !Number.isNaN(new Date(value).getTime());

/** `from` / `to`: a day in Asia/Jerusalem or a full timestamp with its offset. */
const instantQuery = (description: string) =>
  z
    .string({ error: key('INVALID_FORMAT') })
    .trim()
    .refine((value) => isCalendarDay(value) || isInstant(value), key('INVALID_FORMAT'))
    .optional()
    .meta({ description });

export const SEARCH_MAX_LENGTH = 200;
const MAX_ID = 2 ** 31 - 1;
const REVIEWER = /^(me|none|[1-9]\d{0,9})$/;

/**
 * The filters of the lead lists, as query text (an empty value is no filter). Which instant a day
 * means, and who `me` is, the CMS decides (cms/src/api/lead/validation/list-query.ts).
 */
export const LeadFiltersQuery = z.object({
  area: z
    .enum(AREA_KEYS, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'One submission area.' }),
  from: instantQuery('First day, in Asia/Jerusalem (YYYY-MM-DD), or a timestamp.'),
  to: instantQuery('Last day, in Asia/Jerusalem (YYYY-MM-DD), or a timestamp; not before `from`.'),
  search: z
    .string({ error: key('INVALID_FORMAT') })
    .trim()
    .max(SEARCH_MAX_LENGTH, key('MAX_LENGTH'))
    // No database text holds a NUL, and PostgreSQL's protocol ends a query's text at one.
    .refine((value) => !value.includes('\u0000'), key('INVALID_FORMAT'))
    .optional()
    .meta({ description: 'Text searched in presenters, references and contacts.' }),
  status: z
    .enum(REVIEW_STATUSES, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'One review status.' }),
  reviewer: z
    .string({ error: key('INVALID_FORMAT') })
    .regex(REVIEWER, key('INVALID_FORMAT'))
    .refine((value) => !/^\d/.test(value) || Number(value) <= MAX_ID, key('INVALID_FORMAT'))
    .optional()
    .meta({ description: 'An admin id, `me` (not for API tokens) or `none`.' }),
  duplicate: z
    .enum(['true', 'false'], { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'true: only leads that share a file or an e-mail with an earlier lead.' }),
  fileScan: z
    .enum(FILE_SCAN_STATES, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: "One state of the file's malware scan." }),
  locale: z
    .enum(LOCALE_CODES, { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'The language the lead was submitted in.' }),
});

export const LeadsPaginateQuery = PageQuery.extend(LeadFiltersQuery.shape);
export const LeadsExportQuery = LeadFiltersQuery.extend({
  format: z
    .enum(['csv', 'xlsx'], { error: key('INVALID_FORMAT') })
    .optional()
    .meta({ description: 'Default: csv.' }),
});
export const LeadsStatsQuery = LeadFiltersQuery;

export const LeadStats = z.object({
  total: z.int(),
  byDay: z.array(z.object({ day: z.iso.date(), count: z.int() })),
  byArea: z.record(z.enum(AREA_KEYS), z.int()),
  byStatus: z.record(z.enum(REVIEW_STATUSES), z.int()),
  byFileScan: z.record(z.enum(FILE_SCAN_STATES), z.int()),
});
export const LeadStatsAnswer = success({ data: LeadStats });

export const LeadReviewersAnswer = success({ data: z.array(Person) });

/**
 * The multipart fields of POST /api/leads/create. The rules of each field are the lead schema's
 * (../lead-schema.ts, the yup schema the site's form runs too); this says only how each field
 * travels, and the compiler holds the field list to the lead's (`LeadValues`).
 */
export const LeadCreateFields = z
  .object({
    ...({
      visionPresenters: z.string(),
      contacts: z.string().meta({
        description: `A JSON array of ${CONTACTS_MIN} to ${CONTACTS_MAX} contacts: ${CONTACT_FIELDS.join(', ')}.`,
      }),
      visionSubmissionArea: z.enum(AREA_KEYS),
      confirmation: z.literal('true'),
      file: z.string().meta({
        contentMediaType: 'application/octet-stream',
        description: `At most ${FILE_MAX_BYTES / 1_048_576} MB.`,
      }),
    } satisfies Record<keyof LeadValues, z.ZodType>),
    recaptchaToken: z.string().optional(),
    locale: z
      .enum(LOCALE_CODES, { error: key('INVALID_FORMAT') })
      .optional()
      .meta({ description: `The page's language; the visitor's e-mails follow it. Default: ${DEFAULT_LOCALE}.` }),
  })
  .meta({
    description:
      "Each field's rules are the lead form's (config/src/lead-schema.ts); a failure names each field at fault " +
      'with a validation key, as `contacts[0].email`.',
  });

/** The optional Idempotency-Key header: the site sends one per submission, the same on its retries. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

export const LeadCreateAnswer = success({
  reference: z.string().regex(REFERENCE_PATTERN),
});

const fileDownload = {
  description: 'The file, in its detected type.',
  headers: {
    'Content-Disposition': { description: 'attachment; filename=…', schema: z.string() },
    'X-Content-Type-Options': { schema: z.literal('nosniff') },
  },
  media: { 'application/octet-stream': z.string().meta({ contentMediaType: 'application/octet-stream' }) },
};

export const leadCreateRoute = declareRoute({
  method: 'post',
  path: '/api/leads/create',
  summary: "A visitor's vision proposal with its file",
  tags: ['public'],
  headers: z.object({
    'Idempotency-Key': IdempotencyKey.optional().meta({
      description: 'One per submission, the same on its retries: a repeat answers the first reference.',
    }),
  }),
  multipart: LeadCreateFields,
  answers: { 201: { description: 'Stored.', json: LeadCreateAnswer } },
  errors: [400, 403, 408, 413, 415, 429, 503],
});

export const leadsPaginateRoute = declarePageRoute({
  path: '/api/leads/paginate',
  summary: 'Leads, newest first (lead admins)',
  tags: ['leads'],
  query: LeadsPaginateQuery,
  item: Lead,
  description: 'A page of leads.',
});
export const LeadsPaginateAnswer = leadsPaginateRoute.answers[200].json;

export const leadsExportRoute = declareRoute({
  method: 'get',
  path: '/api/leads/export',
  summary: 'Every lead the filters select, streamed as CSV or XLSX (lead admins)',
  tags: ['leads'],
  security: 'admin',
  query: LeadsExportQuery,
  answers: {
    200: {
      description: 'The file, Content-Disposition: attachment.',
      media: {
        'text/csv': z.string(),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': z
          .string()
          .meta({ contentMediaType: 'application/octet-stream' }),
      },
    },
  },
  errors: [400, ...ADMIN_ERRORS],
});

export const leadsStatsRoute = declareRoute({
  method: 'get',
  path: '/api/leads/stats',
  summary: 'Totals by day, area and status (lead admins)',
  tags: ['leads'],
  security: 'admin',
  query: LeadsStatsQuery,
  answers: { 200: { description: 'The figures.', json: LeadStatsAnswer } },
  errors: [400, ...ADMIN_ERRORS],
});

export const leadsReviewersRoute = declareRoute({
  method: 'get',
  path: '/api/leads/reviewers',
  summary: 'The accounts that may review leads (lead admins)',
  tags: ['leads'],
  security: 'admin',
  answers: { 200: { description: 'By name.', json: LeadReviewersAnswer } },
  errors: [...ADMIN_ERRORS],
});

/** 409 FILE_NOT_CLEAN: the file's scan is not `clean`; `fileScan` says which state it is in. */
export const FileNotCleanAnswer = ApiFailure.extend({ fileScan: z.enum(FILE_SCAN_STATES) }).meta({
  description:
    'The file is not known to be clean: pending, infected or unscannable (`fileScan`). It does not download.',
});

const fileNotClean = {
  description: 'FILE_NOT_CLEAN: the malware scan has not found the file clean (`fileScan`: which state).',
  json: FileNotCleanAnswer,
};

export const leadFileRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/file',
  summary: "A lead's attachment (lead admins, its evaluators; audited)",
  tags: ['leads'],
  security: 'admin',
  params: z.object({ id: documentIdParam }),
  query: z.object({
    inline: z
      .enum(['1'])
      .optional()
      .meta({ description: 'A PDF is shown in the page (Content-Disposition: inline), under a strict CSP.' }),
  }),
  answers: { 200: fileDownload, 409: fileNotClean },
  errors: [404, ...ADMIN_ERRORS],
});

/** The same download answers for a quarantined attempt's file (./quarantine.ts). */
export const FILE_DOWNLOAD = fileDownload;
export const FILE_NOT_CLEAN = fileNotClean;

export type Contact = z.infer<typeof Contact>;
export type Lead = z.infer<typeof Lead>;
export type LeadsPaginateQuery = z.input<typeof LeadsPaginateQuery>;
export type LeadsPaginateAnswer = z.infer<typeof LeadsPaginateAnswer>;
export type LeadsExportQuery = z.input<typeof LeadsExportQuery>;
export type LeadsStatsQuery = z.input<typeof LeadsStatsQuery>;
export type LeadStats = z.infer<typeof LeadStats>;
export type LeadStatsAnswer = z.infer<typeof LeadStatsAnswer>;
export type LeadReviewersAnswer = z.infer<typeof LeadReviewersAnswer>;
export type LeadCreateFields = z.input<typeof LeadCreateFields>;
export type LeadCreateAnswer = z.infer<typeof LeadCreateAnswer>;
export type FileNotCleanAnswer = z.infer<typeof FileNotCleanAnswer>;
