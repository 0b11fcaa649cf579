// Publishing the site's texts (config/src/contract/settings-publishing.ts). The draft is for the
// site's preview page and opens only with the preview secret or a token signed with it; the rest
// is for those who publish: Editors and super admins (`content`), never Leads managers or tokens.
import { adminAccess } from '../../../lib/auth/admin-routes';

export default {
  routes: [
    { method: 'GET', path: '/settings/draft', handler: 'settings-publishing.draft', config: { auth: false } },
    {
      method: 'GET',
      path: '/settings/publication',
      handler: 'settings-publishing.publication',
      config: adminAccess('content'),
    },
    {
      method: 'GET',
      path: '/settings/versions',
      handler: 'settings-publishing.versions',
      config: adminAccess('content'),
    },
    {
      method: 'GET',
      path: '/settings/versions/:id',
      handler: 'settings-publishing.version',
      config: adminAccess('content'),
    },
    {
      method: 'POST',
      path: '/settings/versions/:id/restore',
      handler: 'settings-publishing.restore',
      config: adminAccess('content'),
    },
  ],
};
