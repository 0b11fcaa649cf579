// The quarantine review of the /api contract: a Leads manager accepts a quarantined attempt into
// the leads (discarding one is the Content Manager's delete).
import { adminAccess } from '../../../lib/auth/admin-routes';

export default {
  routes: [
    {
      method: 'POST',
      path: '/leads/quarantine/:documentId/accept',
      handler: 'quarantine-review.accept',
      config: adminAccess('leads'),
    },
  ],
};
