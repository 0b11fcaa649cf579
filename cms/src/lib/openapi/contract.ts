// The /api contract (README.md, "The /api contract") as an OpenAPI 3.1 document, served at
// GET /api/openapi.json. src/api/openapi/__tests__/openapi-contract.test.ts calls every route
// described here and checks each real answer against it, and checks that every /api route the
// CMS registers is described: a route added without its description fails that test.

import { API_ERROR_CODES, AREA_KEYS, REVIEW_STATUSES, VALIDATION_KEYS } from '@vision/config';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
});
const string: Schema = { type: 'string' };
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const integer: Schema = { type: 'integer' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const success = (properties: Record<string, Schema> = {}): Schema =>
  object({ success: { const: true }, ...properties });

const json = (schema: Schema, description: string, headers?: Record<string, Schema>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (VALIDATION_FAILED with `fields`, or UNKNOWN_FIELD).',
  401: 'No or bad credentials (UNAUTHORIZED, or INVALID_CREDENTIALS at sign-in).',
  403: 'Not allowed (FORBIDDEN, CSRF_TOKEN_INVALID, BOT_CHECK_FAILED, SUBMISSIONS_CLOSED, PROTECTED_ACCOUNT).',
  404: 'No such record (NOT_FOUND).',
  408: 'The request did not arrive within REQUEST_TIMEOUT_SECONDS (REQUEST_TIMEOUT).',
  409: 'A conflict (EMAIL_TAKEN, VERSION_CONFLICT).',
  413: 'The body is over the limit (FILE_TOO_LARGE).',
  415: 'Not an accepted content or file type (INVALID_FORMAT).',
  429: 'Rate limited (RATE_LIMITED), with Retry-After.',
  503: 'A dependency is down (SERVICE_UNAVAILABLE, BOT_CHECK_UNAVAILABLE), with Retry-After.',
};

/** The contract's failure answers of these statuses. */
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]));

/** Every admin route may answer these: not signed in, not allowed (or no X-CSRF-Token), a database outage. */
const ADMIN_ERRORS = [401, 403, 503];
const adminSecurity = [{ adminBearer: [] }, { sessionCookie: [] }];

const idParameter = (name = 'id') => ({
  name,
  in: 'path',
  required: true,
  description: "The record's documentId.",
  schema: string,
});
const query = (name: string, schema: Schema, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** A role by id or by code (`strapi-editor`, `leads-manager`, `strapi-super-admin`). */
const ROLE_REF: Schema = { anyOf: [integer, string] };

const LIST_FILTERS = [
  query('area', { enum: [...AREA_KEYS] }, 'One submission area.'),
  query('from', { type: 'string', format: 'date' }, 'First day, in Asia/Jerusalem (YYYY-MM-DD).'),
  query('to', { type: 'string', format: 'date' }, 'Last day, in Asia/Jerusalem (YYYY-MM-DD).'),
  query('search', string, 'Text searched in presenters, references and contacts.'),
  query('status', { enum: [...REVIEW_STATUSES] }, 'One review status.'),
  query('reviewer', string, 'An admin id, `me` (not for API tokens) or `none`.'),
  query('duplicate', { enum: ['true'] }, 'Only leads that share a file or an e-mail with an earlier lead.'),
];
const PAGING = [
  query('page', { type: 'integer', minimum: 1 }, 'Page number, from 1.'),
  query('pageSize', { type: 'integer', minimum: 1, maximum: 100 }, 'Rows per page, at most 100.'),
];

const schemas: Record<string, Schema> = {
  Error: {
    type: 'object',
    description: 'Every failure. /api/ready adds `checks` beside `error`.',
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        properties: {
          code: { enum: [...API_ERROR_CODES] },
          message: string,
          fields: { type: 'object', additionalProperties: { enum: [...VALIDATION_KEYS] } },
        },
        required: ['code', 'message'],
        additionalProperties: false,
      },
    },
    required: ['success', 'error'],
  },
  Pagination: object({ page: integer, pageSize: integer, pageCount: integer, total: integer }),
  Role: object({ id: integer, code: string, name: string }),
  Admin: object({
    id: integer,
    email: string,
    firstname: nullable(string),
    lastname: nullable(string),
    username: nullable(string),
    roles: { type: 'array', items: ref('Role') },
  }),
  AdminAccount: {
    allOf: [
      ref('Admin'),
      object({
        isActive: { type: 'boolean' },
        blocked: { type: 'boolean' },
        createdAt: nullable(string),
        updatedAt: nullable(string),
      }),
    ],
  },
  Person: object({ id: integer, name: string }),
  LeadReference: object({ id: string, reference: string }),
  Contact: object({ fullName: string, role: string, phoneNumber: string, email: string }),
  Lead: object({
    id: string,
    reference: string,
    receivedAt: dateTime,
    visionPresenters: string,
    area: object({ key: { enum: [...AREA_KEYS] }, label: string }),
    contacts: { type: 'array', items: ref('Contact') },
    attachment: object({
      name: nullable(string),
      type: nullable(string),
      size: nullable(integer),
      sha256: nullable(string),
      downloadPath: string,
    }),
    status: { enum: [...REVIEW_STATUSES] },
    reviewer: nullable(ref('Person')),
    notesCount: integer,
    duplicateOf: { type: 'array', items: string },
  }),
  Review: object({
    id: string,
    reference: string,
    status: { enum: [...REVIEW_STATUSES] },
    reviewer: nullable(ref('Person')),
    version: dateTime,
    notesCount: integer,
    duplicateOf: { type: 'array', items: ref('LeadReference') },
    duplicatedBy: { type: 'array', items: ref('LeadReference') },
  }),
  Note: object({ id: integer, author: nullable(ref('Person')), createdAt: dateTime, text: string }),
  Check: {
    ...object({ status: { enum: ['ok', 'failed'] }, ms: { type: 'number' }, reason: string }, ['status', 'ms']),
  },
  Settings: object({
    lang: string,
    texts: {
      type: 'object',
      description: 'Per locale: the five text groups and the areas, every text a string.',
      additionalProperties: object({
        general: { type: 'object' },
        seo: { type: 'object' },
        topSection: { type: 'object' },
        form: { type: 'object' },
        errors: { type: 'object' },
        areas: { type: 'array' },
      }),
    },
    general: object({
      isClosed: { type: 'boolean' },
      closedText: string,
      opensAt: nullable(string),
      closesAt: nullable(string),
    }),
    media: { type: 'object' },
    recaptchaSiteKey: nullable(string),
  }),
};

const responses = Object.fromEntries(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
    `Error${status}`,
    json(ref('Error'), description),
  ]),
);

const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: integer } };
responses.Error429 = json(ref('Error'), ERROR_DESCRIPTIONS[429], retryAfter);
responses.Error503 = json(ref('Error'), ERROR_DESCRIPTIONS[503], retryAfter);

const download = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': { description: 'attachment; filename=…', schema: string },
    'X-Content-Type-Options': { schema: { const: 'nosniff' } },
  },
  content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
});

const jsonBody = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });

const paths: Record<string, Record<string, Schema>> = {
  '/api/settings/get': {
    get: {
      summary: "The site's texts, areas, images and open/closed state",
      tags: ['public'],
      responses: {
        200: json(success({ data: ref('Settings') }), 'The settings, with ETag and Cache-Control.'),
        304: { description: 'Not modified (If-None-Match matched the ETag).' },
        ...errors(503),
      },
    },
  },
  '/api/health': {
    get: {
      summary: 'Liveness: the process answers',
      tags: ['operations'],
      responses: { 200: json(success({ status: { const: 'ok' } }), 'The process answers.') },
    },
  },
  '/api/ready': {
    get: {
      summary: 'Readiness: the database answers and private storage takes a file',
      tags: ['operations'],
      responses: {
        200: json(
          success({ status: { const: 'ready' }, checks: object({ database: ref('Check'), storage: ref('Check') }) }),
          'Ready.',
        ),
        503: json(
          {
            allOf: [ref('Error'), object({ checks: object({ database: ref('Check'), storage: ref('Check') }) })],
          },
          'Not ready: the message and `checks` name the failing check.',
          retryAfter,
        ),
      },
    },
  },
  '/api/metrics': {
    get: {
      summary: "Prometheus's scrape (only when METRICS_TOKEN is set; 404 otherwise)",
      tags: ['operations'],
      security: [{ metricsBearer: [] }],
      responses: {
        200: {
          description: 'Prometheus text format 0.0.4.',
          content: { 'text/plain': { schema: string } },
        },
        ...errors(401, 404),
      },
    },
  },
  '/api/openapi.json': {
    get: {
      summary: 'This document',
      tags: ['operations'],
      responses: { 200: json({ type: 'object', required: ['openapi', 'paths'] }, 'OpenAPI 3.1.') },
    },
  },
  '/api/leads/create': {
    post: {
      summary: "A visitor's vision proposal with its file",
      tags: ['public'],
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'One per submission, the same on its retries: a repeat answers the first reference.',
          schema: { type: 'string', maxLength: 200 },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                visionPresenters: string,
                contacts: { type: 'string', description: 'A JSON array of 1 to 5 contacts.' },
                visionSubmissionArea: { enum: [...AREA_KEYS] },
                confirmation: { enum: ['true'] },
                recaptchaToken: string,
                file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'At most 5 MB.' },
              },
              required: ['visionPresenters', 'contacts', 'visionSubmissionArea', 'confirmation', 'file'],
            },
          },
        },
      },
      responses: {
        201: json(success({ reference: { type: 'string', pattern: '^VN-[0-9A-Z]{4}-[0-9A-Z]{4}$' } }), 'Stored.'),
        ...errors(400, 403, 408, 413, 415, 429, 503),
      },
    },
  },
  '/api/auth/session-in': {
    post: {
      summary: 'Sign in with a panel account: sets vision_session and vision_csrf',
      tags: ['sign-in'],
      requestBody: jsonBody(object({ email: string, password: string })),
      responses: {
        200: json(success({ data: ref('Admin') }), 'Signed in; Set-Cookie carries both cookies.'),
        ...errors(400, 401, 429, 503),
      },
    },
  },
  '/api/auth/session-out': {
    post: {
      summary: 'Ends the session and clears both cookies',
      tags: ['sign-in'],
      security: adminSecurity,
      responses: { 200: json(success(), 'Signed out.'), ...errors(...ADMIN_ERRORS) },
    },
  },
  '/api/auth/admin': {
    get: {
      summary: 'The signed-in admin',
      tags: ['sign-in'],
      security: adminSecurity,
      responses: { 200: json(success({ data: ref('Admin') }), 'The admin.'), ...errors(...ADMIN_ERRORS) },
    },
  },
  '/api/admins/paginate': {
    get: {
      summary: "The panel's accounts (super admins)",
      tags: ['accounts'],
      security: adminSecurity,
      parameters: PAGING,
      responses: {
        200: json(
          success({
            data: { type: 'array', items: ref('AdminAccount') },
            meta: object({ pagination: ref('Pagination') }),
          }),
          'A page of accounts.',
        ),
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/admins/create': {
    post: {
      summary: 'A new panel account (super admins)',
      tags: ['accounts'],
      security: adminSecurity,
      requestBody: jsonBody(
        object(
          {
            email: string,
            firstname: string,
            lastname: string,
            password: string,
            roles: { type: 'array', items: ROLE_REF },
            isActive: { type: 'boolean' },
          },
          ['email', 'firstname', 'password', 'roles'],
        ),
      ),
      responses: {
        201: json(success({ data: ref('AdminAccount') }), 'Created.'),
        ...errors(400, 409, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/admins/update/{id}': {
    put: {
      summary: 'Changes a panel account (super admins)',
      tags: ['accounts'],
      security: adminSecurity,
      parameters: [{ ...idParameter(), description: "The account's id.", schema: integer }],
      requestBody: jsonBody({
        type: 'object',
        properties: {
          email: string,
          firstname: string,
          lastname: string,
          password: string,
          roles: { type: 'array', items: ROLE_REF },
          isActive: { type: 'boolean' },
        },
      }),
      responses: {
        200: json(success({ data: ref('AdminAccount') }), 'Changed.'),
        ...errors(400, 404, 409, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/admins/delete/{id}': {
    delete: {
      summary: 'Deletes a panel account (super admins)',
      tags: ['accounts'],
      security: adminSecurity,
      parameters: [{ ...idParameter(), description: "The account's id.", schema: integer }],
      responses: {
        200: json(success({ data: ref('AdminAccount') }), 'Deleted: the account as it was.'),
        ...errors(400, 404, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/paginate': {
    get: {
      summary: 'Leads, newest first (lead admins)',
      tags: ['leads'],
      security: adminSecurity,
      parameters: [...PAGING, ...LIST_FILTERS],
      responses: {
        200: json(
          success({ data: { type: 'array', items: ref('Lead') }, meta: object({ pagination: ref('Pagination') }) }),
          'A page of leads.',
        ),
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/export': {
    get: {
      summary: 'Every lead the filters select, streamed as CSV or XLSX (lead admins)',
      tags: ['leads'],
      security: adminSecurity,
      parameters: [query('format', { enum: ['csv', 'xlsx'] }, 'Default: csv.'), ...LIST_FILTERS],
      responses: {
        200: {
          description: 'The file, Content-Disposition: attachment.',
          content: {
            'text/csv': { schema: string },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/stats': {
    get: {
      summary: 'Totals by day, area and status (lead admins)',
      tags: ['leads'],
      security: adminSecurity,
      parameters: LIST_FILTERS,
      responses: {
        200: json(
          success({
            data: object({
              total: integer,
              byDay: { type: 'array', items: object({ day: { type: 'string', format: 'date' }, count: integer }) },
              byArea: {
                type: 'object',
                properties: Object.fromEntries(AREA_KEYS.map((key) => [key, integer])),
                required: [...AREA_KEYS],
                additionalProperties: false,
              },
              byStatus: {
                type: 'object',
                properties: Object.fromEntries(REVIEW_STATUSES.map((status) => [status, integer])),
                required: [...REVIEW_STATUSES],
                additionalProperties: false,
              },
            }),
          }),
          'The figures.',
        ),
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/reviewers': {
    get: {
      summary: 'The accounts that may review leads (lead admins)',
      tags: ['leads'],
      security: adminSecurity,
      responses: {
        200: json(success({ data: { type: 'array', items: ref('Person') } }), 'By name.'),
        ...errors(...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/erase': {
    post: {
      summary:
        'Erases every lead and quarantined attempt of an address or a reference, with every copy of their data (lead admins; audited as counts)',
      tags: ['privacy'],
      security: adminSecurity,
      requestBody: jsonBody({
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email' },
          reference: string,
          dryRun: { type: 'boolean', description: 'Only count.' },
        },
        oneOf: [{ required: ['email'] }, { required: ['reference'] }],
        additionalProperties: false,
      }),
      responses: {
        200: json(
          success({
            data: {
              type: 'object',
              properties: { dryRun: { type: 'boolean' }, leads: integer, quarantinedLeads: integer, files: integer },
              required: ['dryRun', 'leads', 'quarantinedLeads', 'files'],
              additionalProperties: { anyOf: [integer, { type: 'boolean' }, string] },
            },
          }),
          'What was (or, in a dry run, would be) erased, by kind; zeros when nothing matched.',
        ),
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/subject-export': {
    get: {
      summary: 'What is stored about one address, as a JSON file (subject access; lead admins; audited)',
      tags: ['privacy'],
      security: adminSecurity,
      parameters: [query('email', { type: 'string', format: 'email' }, "The person's address, in any case.")],
      responses: {
        200: {
          description: 'The JSON file.',
          headers: { 'Content-Disposition': { description: 'attachment; filename=…', schema: string } },
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...errors(400, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/mail-jobs/{documentId}/retry': {
    post: {
      summary: 'Puts a failed mail job back in the outbox (super admins)',
      tags: ['e-mail'],
      security: adminSecurity,
      parameters: [idParameter('documentId')],
      responses: {
        200: json(
          success({ data: object({ id: string, status: { type: 'string', enum: ['pending'] } }) }),
          'Queued again.',
        ),
        ...errors(404, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/{id}/file': {
    get: {
      summary: "A lead's attachment (lead admins; audited)",
      tags: ['leads'],
      security: adminSecurity,
      parameters: [idParameter()],
      responses: { 200: download('The file, in its detected type.'), ...errors(404, ...ADMIN_ERRORS) },
    },
  },
  '/api/leads/{id}/review': {
    get: {
      summary: "A lead's review (lead admins)",
      tags: ['review'],
      security: adminSecurity,
      parameters: [idParameter()],
      responses: { 200: json(success({ data: ref('Review') }), 'The review.'), ...errors(404, ...ADMIN_ERRORS) },
    },
    patch: {
      summary: "Changes a lead's status and/or reviewer (lead admins; audited)",
      tags: ['review'],
      security: adminSecurity,
      parameters: [
        idParameter(),
        {
          name: 'X-Document-Version',
          in: 'header',
          required: false,
          description: 'The `version` read: refused 409 VERSION_CONFLICT if the lead changed since.',
          schema: string,
        },
      ],
      requestBody: jsonBody({
        type: 'object',
        properties: { status: { enum: [...REVIEW_STATUSES] }, reviewerId: nullable(integer) },
        additionalProperties: false,
      }),
      responses: {
        200: json(success({ data: ref('Review') }), 'The review after the change.'),
        ...errors(400, 404, 409, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/{id}/notes': {
    get: {
      summary: "A lead's internal notes, oldest first (lead admins)",
      tags: ['review'],
      security: adminSecurity,
      parameters: [idParameter()],
      responses: {
        200: json(success({ data: { type: 'array', items: ref('Note') } }), 'The notes.'),
        ...errors(404, ...ADMIN_ERRORS),
      },
    },
    post: {
      summary: 'Adds a note (lead admins; append-only, audited)',
      tags: ['review'],
      security: adminSecurity,
      parameters: [idParameter()],
      requestBody: jsonBody(object({ text: { type: 'string', minLength: 1, maxLength: 4000 } })),
      responses: {
        201: json(success({ data: ref('Note') }), 'The note.'),
        ...errors(400, 404, ...ADMIN_ERRORS),
      },
    },
  },
  '/api/leads/quarantine/{id}/file': {
    get: {
      summary: "A quarantined attempt's attachment (lead admins; audited)",
      tags: ['quarantine'],
      security: adminSecurity,
      parameters: [idParameter()],
      responses: { 200: download('The file, in its detected type.'), ...errors(404, ...ADMIN_ERRORS) },
    },
  },
  '/api/leads/quarantine/{documentId}/accept': {
    post: {
      summary: 'Moves a quarantined attempt into the leads (lead admins; audited)',
      tags: ['quarantine'],
      security: adminSecurity,
      parameters: [idParameter('documentId')],
      responses: {
        200: json(success({ data: object({ id: string, reference: string }) }), 'The new lead.'),
        ...errors(404, 409, ...ADMIN_ERRORS),
      },
    },
  },
};

export const openApiDocument = () => ({
  openapi: '3.1.0',
  info: {
    title: 'Vision site /api',
    version: '1',
    description:
      'The /api contract of the vision submission site (README.md, "The /api contract"). Every answer carries ' +
      '`success`; every failure `error: { code, message, fields? }` with the matching status, and every answer an ' +
      '`X-Request-Id` header. Any path may also answer 404 NOT_FOUND, 405 METHOD_NOT_ALLOWED (with Allow), 408 ' +
      'REQUEST_TIMEOUT and 431 VALIDATION_FAILED (headers too large).',
  },
  jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
  tags: [
    { name: 'public', description: 'The site and its visitors.' },
    { name: 'sign-in', description: 'Panel accounts signing in on the /api.' },
    { name: 'accounts', description: 'Super admins manage the panel accounts.' },
    { name: 'leads', description: 'Lead admins: lists, figures, export and files.' },
    { name: 'review', description: 'Lead admins: status, reviewer and notes.' },
    { name: 'quarantine', description: 'Lead admins: low-score attempts.' },
    { name: 'operations', description: 'Load balancers, monitoring and this description.' },
  ],
  paths,
  components: {
    schemas,
    responses,
    securitySchemes: {
      adminBearer: {
        type: 'http',
        scheme: 'bearer',
        description: "The admin panel's JWT or a Strapi API token (read-only or full access reads leads).",
      },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'vision_session',
        description: 'From POST /api/auth/session-in; every non-GET also needs X-CSRF-Token equal to vision_csrf.',
      },
      metricsBearer: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN.' },
    },
  },
});
