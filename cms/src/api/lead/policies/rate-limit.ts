// Refuses a client IP that sent too many leads lately (429 with Retry-After).
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../lib/http/api-error';
import { getService } from '../../../lib/strapi/services';

export default async (
  policyContext: { request: { ip: string } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const decision = await getService(strapi, 'rate-limiter').take(policyContext.request.ip);
  if (decision.allowed) return true;
  throw new ApiError(429, 'RATE_LIMITED', 'Too many submissions from this address; try again later.', undefined, {
    'Retry-After': String(decision.retryAfterSeconds),
  });
};
