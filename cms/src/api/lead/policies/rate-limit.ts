// Refuses a client IP that sent too many leads lately (429 with Retry-After).
import { ApiError } from '../../../utils/api-error';

export default (policyContext, _config, { strapi }) => {
  const decision = strapi.service('api::lead.rate-limiter').take(policyContext.request.ip);
  if (decision.allowed) return true;
  throw new ApiError(429, 'RATE_LIMITED', 'Too many submissions from this address; try again later.', undefined, {
    'Retry-After': String(decision.retryAfterSeconds),
  });
};
