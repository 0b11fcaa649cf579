// Strapi creates a "Full Access" and a "Read Only" API token on a brand-new install. Nobody
// asked for them and a full-access key is a standing risk, so they are revoked on that first
// start; an admin creates the tokens they need, scoped, in the panel.

import type { Core } from '@strapi/strapi';
import { getService } from '../lib/strapi/services';

const DEFAULT_TOKENS = [
  { name: 'Full Access', type: 'full-access' },
  { name: 'Read Only', type: 'read-only' },
];

const DONE_KEY = 'default-api-tokens-revoked';

export const revokeDefaultApiTokens = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'core', name: 'vision' });
  if (await store.get({ key: DONE_KEY })) return;
  const tokens = getService(strapi, 'admin::api-token-content-api') ?? getService(strapi, 'admin::api-token');
  for (const { name, type } of DEFAULT_TOKENS) {
    const token = await strapi.db.query('admin::api-token').findOne({ where: { name, type, lastUsedAt: null } });
    if (!token) continue;
    await tokens.revoke(token.id);
    strapi.log.info(`[tokens] revoked Strapi's default "${name}" API token`);
  }
  await store.set({ key: DONE_KEY, value: true });
};
