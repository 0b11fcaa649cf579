// The contract's reading of bad input: the answers the CMS has always given (UNKNOWN_FIELD first,
// then a cross-field refusal, then each field's first broken rule as a validation key).

import {
  AdminAccountCreateBody,
  API_ROUTES,
  inputProblem,
  LeadEraseBody,
  LeadReviewBody,
  LeadsPaginateQuery,
  SignInBody,
  toJsonSchemas,
} from '../index';

const problemOf = (schema: { safeParse: (value: unknown) => { error?: unknown } }, value: unknown) => {
  const { error } = schema.safeParse(value);
  return error ? inputProblem(error as Parameters<typeof inputProblem>[0]) : null;
};

describe('the /api contract', () => {
  it('reads a body that is not an object, an unknown key, then a refusal', () => {
    expect(problemOf(LeadReviewBody, [])).toEqual({ kind: 'not-an-object' });
    expect(problemOf(LeadReviewBody, { status: 'new', extra: 1 })).toEqual({ kind: 'unknown-field', field: 'extra' });
    expect(problemOf(LeadReviewBody, {})).toEqual({
      kind: 'refused',
      message: 'Send a status, a reviewerId or both.',
      fields: { status: 'REQUIRED', reviewerId: 'REQUIRED' },
    });
    expect(problemOf(LeadEraseBody, { email: 'nope', reference: 'VN-AAAA-BBBB' })).toMatchObject({
      kind: 'refused',
      fields: { email: 'INVALID_FORMAT', reference: 'INVALID_FORMAT' },
    });
  });

  it('names the first broken rule of each field with a validation key', () => {
    expect(problemOf(SignInBody, { email: ' ', password: 7 })).toEqual({
      kind: 'fields',
      fields: { email: 'REQUIRED', password: 'REQUIRED' },
    });
    expect(problemOf(SignInBody, { email: 'a@b', password: 'x' })).toEqual({
      kind: 'fields',
      fields: { email: 'INVALID_EMAIL' },
    });
    expect(
      problemOf(AdminAccountCreateBody, { email: 'a@b.co', firstname: 'x', password: 'weak', roles: [{}] }),
    ).toEqual({ kind: 'fields', fields: { password: 'INVALID_FORMAT', roles: 'INVALID_FORMAT' } });
    expect(problemOf(LeadsPaginateQuery, { pageSize: '101', from: '2026-02-30', reviewer: ['1', '2'] })).toEqual({
      kind: 'fields',
      fields: { pageSize: 'INVALID_FORMAT', from: 'INVALID_FORMAT', reviewer: 'INVALID_FORMAT' },
    });
  });

  it('answers what a parse reads: trimmed, normalised, with defaults', () => {
    expect(SignInBody.parse({ email: ' Dana@Example.ORG ', password: 'x' })).toEqual({
      email: 'dana@example.org',
      password: 'x',
    });
    expect(LeadEraseBody.parse({ reference: ' vn-aaaa-bbbb ' })).toEqual({ reference: 'VN-AAAA-BBBB' });
    expect(
      AdminAccountCreateBody.parse({ email: 'a@b.co', firstname: ' x ', password: 'Abcdefg1', roles: [1] }),
    ).toMatchObject({ firstname: 'x', isActive: true });
  });

  it('declares each route once, and every schema converts to JSON Schema', () => {
    const routes = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const answers = Object.fromEntries(
      API_ROUTES.flatMap((route, index) =>
        Object.entries(route.answers).flatMap(([status, answer]) =>
          answer.json ? [[`${index}.${status}`, answer.json]] : [],
        ),
      ),
    );
    const { schemas } = toJsonSchemas({}, answers, 'output');
    expect(Object.values(schemas).every((schema) => typeof schema === 'object' && !('$id' in schema))).toBe(true);
  });
});
