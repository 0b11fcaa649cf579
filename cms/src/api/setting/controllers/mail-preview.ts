// POST /api/settings/email-preview and /email-test (config/src/contract/settings-publishing.ts): an
// editable e-mail rendered as its recipient will see it, and the same message sent to the caller.
// Who may call them is the route's admin-access policy (Editors and super admins).

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { callerOf } from '../../../lib/auth/admin-caller';
import { getService } from '../../../lib/strapi/services';
import { parseMailPreview } from '../../mail-job/validation/mail-preview-input';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async preview(ctx: Context) {
    const data = await getService(strapi, 'mail-preview').preview(parseMailPreview(ctx.request.body));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data };
  },

  async test(ctx: Context) {
    const request = parseMailPreview(ctx.request.body);
    const { to } = await getService(strapi, 'mail-preview').sendTest(request, callerOf(ctx));
    ctx.status = 202;
    ctx.body = { success: true, data: { to, queued: true } };
  },
});
