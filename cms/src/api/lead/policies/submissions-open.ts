// Refuses submissions (403 SUBMISSIONS_CLOSED) while an editor has closed them in the panel, before
// the window opens and from the second it ends. The clock is read here, at each request: the
// settings in memory hold only the window's edges, so no cached answer can keep a window open.
import type { Core } from '@strapi/strapi';
import { submissionWindowState } from '@vision/config';
import { ApiError } from '../../../lib/http/api-error';
import { getService } from '../../../lib/strapi/services';

export default async (_policyContext: unknown, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { isClosed, opensAt, closesAt } = await getService(strapi, 'settings-snapshot').get();
  if (submissionWindowState(Date.now(), isClosed, opensAt, closesAt) === 'open') return true;
  throw new ApiError(403, 'SUBMISSIONS_CLOSED', 'Submissions are closed.');
};
