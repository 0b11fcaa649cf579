// Refuses submissions while an editor has closed them in the panel (403 SUBMISSIONS_CLOSED).
import { ApiError } from '../../../utils/api-error';

export default async (_policyContext, _config, { strapi }) => {
  const { isClosed } = await strapi.service('api::setting.settings-snapshot').get();
  if (!isClosed) return true;
  throw new ApiError(403, 'SUBMISSIONS_CLOSED', 'Submissions are closed.');
};
