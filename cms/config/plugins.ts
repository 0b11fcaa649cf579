import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      provider: 'local',
      // Media Library files (editors' images and documents). Lead attachments never go here.
      sizeLimit: env.int('MEDIA_SIZE_LIMIT', 20 * 1024 * 1024),
    },
  },
  i18n: {
    config: {
      defaultLocale: 'he',
    },
  },
});
