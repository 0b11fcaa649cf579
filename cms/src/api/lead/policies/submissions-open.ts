// Refuses submissions while an editor has closed them in the panel (403 SUBMISSIONS_CLOSED).
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../lib/http/api-error';

export default async (_policyContext: unknown, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { isClosed } = await strapi.service('api::setting.settings-snapshot').get();
  if (!isClosed) return true;
  throw new ApiError(403, 'SUBMISSIONS_CLOSED', 'Submissions are closed.');
};
