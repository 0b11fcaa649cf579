import path from 'path';
import type { Core } from '@strapi/strapi';

// The lead intake's settings (README.md, "How a lead is taken in"); read in code as
// strapi.config.get('leads.…'). Every variable is described in .env.example.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Private attachments: outside every public folder, relative to the CMS's working directory. */
  privateUploadsDir: path.resolve(process.cwd(), env('PRIVATE_UPLOADS_DIR', 'private/attachments')),
  /** Per-IP limit on POST /api/leads/create: generous enough for an office behind one NAT address. */
  rateLimit: {
    max: env.int('LEAD_RATE_LIMIT_MAX', 20),
    windowMs: env.int('LEAD_RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
  },
});
