import { winston, formats } from '@strapi/logger';
import type { Core } from '@strapi/strapi';

// LOG_LEVEL quiets the CMS in tests and CI ('warn'); 'http' also logs every request.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', 'http'),
  transports: [
    new winston.transports.Console({ format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' }) }),
  ],
});
