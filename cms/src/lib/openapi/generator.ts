// GET /api/openapi.json, generated from the route declarations of the /api contract
// (config/src/contract/). src/api/openapi/__tests__/openapi-contract.test.ts calls every route
// described here and checks each real answer against it, and checks that every /api route the
// CMS registers is described: a route added without its declaration fails that test.

import {
  Admin,
  AdminAccount,
  API_ROUTES,
  ApiFailure,
  Check,
  Contact,
  Lead,
  LeadReference,
  Note,
  Pagination,
  Person,
  Review,
  Role,
  Settings,
  toJsonSchemas,
  type JsonSchema,
  type RouteDeclaration,
} from '@vision/config';

/** The schemas the document names, under `#/components/schemas/`. */
const COMPONENTS = {
  Error: ApiFailure,
  Pagination,
  Role,
  Admin,
  AdminAccount,
  Person,
  LeadReference,
  Contact,
  Lead,
  Review,
  Note,
  Check,
  Settings,
};

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
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };

const SECURITY = {
  admin: [{ adminBearer: [] }, { sessionCookie: [] }],
  metrics: [{ metricsBearer: [] }],
};

const PARAMETER_PLACES = { params: 'path', query: 'query', headers: 'header' } as const;
type Place = keyof typeof PARAMETER_PLACES;
const PLACES = Object.keys(PARAMETER_PLACES) as Place[];
type Schema = NonNullable<RouteDeclaration['body']>;

/** Every schema the routes use, by a name unique in the document: what callers send, what the CMS answers. */
const schemasOf = (routes: readonly RouteDeclaration[]) => {
  const sent: Record<string, Schema> = {};
  const answered: Record<string, Schema> = {};
  routes.forEach((route, index) => {
    for (const place of PLACES) if (route[place]) sent[`${index}.${place}`] = route[place];
    const body = route.body ?? route.multipart;
    if (body) sent[`${index}.body`] = body;
    for (const [status, answer] of Object.entries(route.answers)) {
      if (answer.json) answered[`${index}.${status}`] = answer.json;
      for (const [media, schema] of Object.entries(answer.media ?? {}))
        answered[`${index}.${status}.${media}`] = schema;
      for (const [name, header] of Object.entries(answer.headers ?? {})) {
        answered[`${index}.${status}.header.${name}`] = header.schema;
      }
    }
  });
  const output = toJsonSchemas(COMPONENTS, answered, 'output');
  return { sent: toJsonSchemas({}, sent, 'input').schemas, answered: output.schemas, components: output.components };
};

/** An object schema's properties as OpenAPI parameters, each property's description lifted to the parameter. */
const parametersOf = (object: JsonSchema, where: string) => {
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(object.properties as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...schema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema,
    };
  });
};

const operationOf = (route: RouteDeclaration, index: number, schemas: ReturnType<typeof schemasOf>) => {
  const parameters = PLACES.filter((place) => route[place]).flatMap((place) =>
    parametersOf(schemas.sent[`${index}.${place}`], PARAMETER_PLACES[place]),
  );
  const bodyType = route.multipart ? 'multipart/form-data' : 'application/json';
  const answers = Object.entries(route.answers).map(([status, answer]) => {
    const media = [...(answer.json ? ['application/json'] : []), ...Object.keys(answer.media ?? {})];
    const content = media.map((type) => [
      type,
      { schema: schemas.answered[type === 'application/json' ? `${index}.${status}` : `${index}.${status}.${type}`] },
    ]);
    const headers = Object.entries(answer.headers ?? {}).map(([name, header]) => [
      name,
      {
        ...(header.description ? { description: header.description } : {}),
        schema: schemas.answered[`${index}.${status}.header.${name}`],
      },
    ]);
    return [
      status,
      {
        description: answer.description,
        ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
        ...(content.length ? { content: Object.fromEntries(content) } : {}),
      },
    ];
  });
  const errors = route.errors
    .filter((status) => !(status in route.answers))
    .map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]);
  return {
    summary: route.summary,
    tags: route.tags,
    ...(route.security ? { security: SECURITY[route.security] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body || route.multipart
      ? { requestBody: { required: true, content: { [bodyType]: { schema: schemas.sent[`${index}.body`] } } } }
      : {}),
    responses: Object.fromEntries([...answers, ...errors]),
  };
};

const generate = () => {
  const schemas = schemasOf(API_ROUTES);
  const paths: Record<string, Record<string, unknown>> = {};
  API_ROUTES.forEach((route, index) => {
    paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route, index, schemas) };
  });
  const responses = Object.fromEntries(
    Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
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
      { name: 'privacy', description: 'Lead admins: erasure and subject access.' },
      { name: 'quarantine', description: 'Lead admins: low-score attempts.' },
      { name: 'e-mail', description: 'Super admins: the outbox.' },
      { name: 'operations', description: 'Load balancers, monitoring and this description.' },
    ],
    paths,
    components: {
      schemas: schemas.components,
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
  };
};

let document: ReturnType<typeof generate> | undefined;

/** The OpenAPI 3.1 document, generated once. */
export const openApiDocument = () => (document ??= generate());
