import type { Core } from '@strapi/strapi';
import { PREVIEW_PATH } from '@vision/config';
import { signPreviewToken } from '../src/lib/publishing/preview-token';
import preview from './preview';

const SETTINGS_UID = 'api::setting.setting';

export default (params: Core.Config.Shared.ConfigParams) => {
  const { env } = params;
  const { enabled, secret, siteOrigin } = preview(params);
  return {
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
    },
    apiToken: {
      salt: env('API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY'),
    },
    // Strapi's Preview on the site's own preview page (issue 22): the draft tab opens
    // /preview/ with an hour-long token in the fragment (src/lib/publishing/preview-token.ts), which
    // the page sends to GET /api/settings/draft; the published tab opens the live site. Off without
    // PREVIEW_SECRET (a production start then refuses, unless PREVIEW_ENABLED=false says so).
    preview: {
      enabled,
      config: {
        allowedOrigins: [siteOrigin],
        async handler(uid: string, { locale, status }: { documentId?: string; locale?: string; status?: string }) {
          if (uid !== SETTINGS_UID || !secret) return null;
          const language = encodeURIComponent(locale ?? 'he');
          if (status === 'published') return `${siteOrigin}/`;
          return `${siteOrigin}${PREVIEW_PATH}?locale=${language}#token=${signPreviewToken(secret)}`;
        },
      },
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
  };
};
