import { winston, formats } from '@strapi/logger';

// LOG_LEVEL quiets the CMS in tests and CI ('warn'); 'http' also logs every request.
export default {
  level: process.env.LOG_LEVEL ?? 'http',
  transports: [
    new winston.transports.Console({ format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' }) }),
  ],
};
