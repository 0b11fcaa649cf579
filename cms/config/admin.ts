import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
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
  // No preview: nothing here renders a draft, and the panel's "Set up preview" box links editors
  // to Strapi's documentation. Disabled (not just unconfigured) makes the panel hide the box.
  preview: { enabled: false },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
