// A per-IP limit on lead submissions (config/leads.ts, rateLimit). Counts are kept in this process:
// with several CMS instances each keeps its own, so the effective limit is per instance.

import type { Core } from '@strapi/strapi';
import { createWindowedCounter, type RateWindow } from '../../../lib/rate-limit/windowed-counter';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createWindowedCounter(strapi.config.get('leads.rateLimit') as RateWindow);
