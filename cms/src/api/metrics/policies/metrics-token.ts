// GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`. No token configured: the route
// answers 404 as if it did not exist; a missing or wrong token: 401.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../lib/http/api-error';
import { appConfig } from '../../../lib/config/app-config';

/** Compared as hashes: equal length, and no timing hint of how much of the token matched. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

export default (
  policyContext: { request: { header: Record<string, string | string[] | undefined> } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const expected = appConfig(strapi, 'metrics').token;
  if (!expected) throw new ApiError(404, 'NOT_FOUND', 'Not found.');
  const match = /^Bearer\s+(\S+)$/i.exec(String(policyContext.request.header.authorization ?? ''));
  if (!match || !sameToken(match[1], expected)) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Send the metrics token as a Bearer token.', undefined, {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
  return true;
};
