// A per-IP limit on lead submissions (config/leads.ts, rateLimit), counted in the shared store
// (src/lib/shared-state/shared-store.ts): with several CMS instances, one count for all of them.

import type { Core } from '@strapi/strapi';
import type { RateLimiter } from '../../../lib/rate-limit/shared-limiter';
import { sharedStoreOf } from '../../../lib/shared-state/strapi-store';
import { appConfig } from '../../../lib/config/app-config';

const rateLimiter = ({ strapi }: { strapi: Core.Strapi }) => {
  let limiter: RateLimiter | null = null;
  // Made on first use: the shared store is opened from the configuration, after register().
  const lead = () =>
    (limiter ??= sharedStoreOf(strapi).limiter({
      name: 'lead',
      ...appConfig(strapi, 'leads').rateLimit,
      onStoreUnavailable: () =>
        strapi.log.warn('[rate-limit] the shared store does not answer: lead submissions are counted per instance'),
    }));
  return {
    take: (ip: string) => lead().take(ip),
  };
};

export default rateLimiter;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'rate-limiter': ReturnType<typeof rateLimiter>;
  }
}
