// Which fields each translated language still shows in Hebrew
// (config/src/contract/settings-translations.ts): for those who publish, Editors and super admins.
import { adminAccess } from '../../../lib/auth/admin-routes';

export default {
  routes: [
    {
      method: 'GET',
      path: '/settings/translations',
      handler: 'settings-translations.status',
      config: adminAccess('content'),
    },
  ],
};
