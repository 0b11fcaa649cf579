// The pieces every route declaration is made of: the route's shape, the success and failure
// bodies, and the reading of a failed parse as the contract's `error` (codes and validation keys of
// ../error-keys.ts).

import { z } from 'zod';
import { API_ERROR_CODES, VALIDATION_KEYS, type ValidationKey } from '../error-keys';

/** One answer of a route: a JSON body, or a file or text in one of `media`. */
export type AnswerDeclaration = {
  description: string;
  json?: z.ZodType;
  media?: Record<string, z.ZodType>;
  headers?: Record<string, { description?: string; schema: z.ZodType }>;
};

/** One /api route: what it takes and what it answers. `errors`: the failure statuses it may answer. */
export type RouteDeclaration = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path, with `{name}` for a path parameter. */
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  /** `admin`: an admin's bearer token or session cookie; `metrics`: METRICS_TOKEN. */
  security?: 'admin' | 'metrics';
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  multipart?: z.ZodObject;
  answers: Record<number, AnswerDeclaration>;
  errors: readonly number[];
};

export const declareRoute = <const R extends RouteDeclaration>(route: R): R => route;

/** Every admin route may answer these: not signed in, not allowed (or no X-CSRF-Token), a database outage. */
export const ADMIN_ERRORS = [401, 403, 503] as const;

/** A validation key as a zod message: the contract's `fields` carry keys, never prose. */
export const key = (validationKey: ValidationKey) => validationKey;

/** `{ success: true, ...properties }`. */
export const success = <const S extends z.ZodRawShape>(shape: S = {} as S) =>
  z.object({ success: z.literal(true), ...shape });

/** Every failure: `{ success: false, error: { code, message, fields? } }`. /api/ready adds `checks`. */
export const ApiFailure = z
  .object({
    success: z.literal(false),
    error: z.strictObject({
      code: z.enum(API_ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.enum(VALIDATION_KEYS)).optional(),
    }),
  })
  .meta({ description: 'Every failure. /api/ready adds `checks` beside `error`.' });

export const Pagination = z.object({ page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() });

/**
 * A paged list (admins): GET with `query`, the paging (./inputs.ts, `PageQuery`) and any filters;
 * answers one page of `item`s with where it stands, `{ success: true, data: [...], meta: { pagination } }`.
 */
export const declarePageRoute = <const Q extends z.ZodObject, const T extends z.ZodType>({
  description,
  item,
  ...route
}: Pick<RouteDeclaration, 'path' | 'summary' | 'tags'> & { query: Q; item: T; description: string }) =>
  declareRoute({
    method: 'get',
    ...route,
    security: 'admin',
    answers: {
      200: { description, json: success({ data: z.array(item), meta: z.object({ pagination: Pagination }) }) },
    },
    errors: [400, ...ADMIN_ERRORS],
  });

export type ApiFailure = z.infer<typeof ApiFailure>;
export type Pagination = z.infer<typeof Pagination>;

/** A JSON date-time as the CMS writes it (Date#toJSON). */
export const dateTime = z.string().meta({ format: 'date-time' });

/**
 * A refusal of the whole input with its own message and `fields`, raised by a cross-field rule
 * (`params` of a custom issue at the root).
 */
export type Refusal = { message: string; fields: Record<string, ValidationKey> };

/** What a failed parse means for the answer, in the order the routes have always refused. */
export type InputProblem =
  | { kind: 'not-an-object' }
  | { kind: 'unknown-field'; field: string }
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'fields'; fields: Record<string, ValidationKey> };

const isValidationKey = (value: string): value is ValidationKey =>
  (VALIDATION_KEYS as readonly string[]).includes(value);

/**
 * Reads a zod failure of a route's input: a body that is no object; a key the route does not
 * know (UNKNOWN_FIELD); a cross-field refusal; else the first broken rule of each top-level field,
 * as a validation key (a message that is not one reads as INVALID_FORMAT).
 */
export const inputProblem = (error: z.ZodError): InputProblem => {
  const { issues } = error;
  if (issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) {
    return { kind: 'not-an-object' };
  }
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown && unknown.code === 'unrecognized_keys') return { kind: 'unknown-field', field: unknown.keys[0] };
  for (const issue of issues) {
    const refusal = issue.code === 'custom' && issue.path.length === 0 ? (issue.params as Refusal | undefined) : null;
    if (refusal?.fields) return { kind: 'refused', message: issue.message, fields: refusal.fields };
  }
  const fields: Record<string, ValidationKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in fields)) fields[field] = isValidationKey(issue.message) ? issue.message : 'INVALID_FORMAT';
  }
  return { kind: 'fields', fields };
};
