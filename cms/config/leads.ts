import path from 'path';
import type { Core } from '@strapi/strapi';

// The lead intake's settings (README.md, "How a lead is taken in"); read in code as
// strapi.config.get('leads.…'). Every variable is described in .env.example.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /**
   * Where private attachments live (src/lib/attachments/storage.ts): a local folder unless an
   * S3 bucket is named (docs/deployment.md, "Attachments in S3").
   */
  attachments: {
    /** Outside every public folder, relative to the CMS's working directory. */
    privateUploadsDir: path.resolve(process.cwd(), env('PRIVATE_UPLOADS_DIR', 'private/attachments')),
    s3: env('ATTACHMENTS_S3_BUCKET', '')
      ? {
          bucket: env('ATTACHMENTS_S3_BUCKET', ''),
          endpoint: env('ATTACHMENTS_S3_ENDPOINT', ''),
          region: env('ATTACHMENTS_S3_REGION', 'us-east-1'),
          accessKeyId: env('ATTACHMENTS_S3_ACCESS_KEY_ID', ''),
          secretAccessKey: env('ATTACHMENTS_S3_SECRET_ACCESS_KEY', ''),
          forcePathStyle: env.bool('ATTACHMENTS_S3_FORCE_PATH_STYLE', false),
          sse: env('ATTACHMENTS_S3_SSE', ''),
          sseKmsKeyId: env('ATTACHMENTS_S3_SSE_KMS_KEY_ID', ''),
        }
      : null,
  },
  /**
   * Files without a row are removed at start and every `everyMinutes` (0: only at start), once
   * older than the longest a request may take: REQUEST_TIMEOUT_SECONDS plus `marginMs`.
   */
  orphanSweep: {
    everyMinutes: Math.max(0, env.float('ORPHAN_SWEEP_MINUTES', 10)),
    marginMs: Math.max(0, env.int('ORPHAN_SWEEP_MARGIN_SECONDS', 120)) * 1000,
  },
  /** Per-IP limit on POST /api/leads/create: generous enough for an office behind one NAT address. */
  rateLimit: {
    max: env.int('LEAD_RATE_LIMIT_MAX', 20),
    windowMs: env.int('LEAD_RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
  },
});
