// The outbox's one action for people: a super admin sends a failed mail again (after fixing an
// address or once the mail server takes it). Reading the outbox is the Content Manager's list.
import { adminAccess } from '../../../lib/auth/admin-routes';

export default {
  routes: [
    {
      method: 'POST',
      path: '/mail-jobs/:documentId/retry',
      handler: 'mail-job.retry',
      config: adminAccess('super-admin'),
    },
  ],
};
