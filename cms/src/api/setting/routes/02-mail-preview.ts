// The e-mails seen before they are sent (README.md, "E-mail"): for those who edit and publish the
// site's texts (Editors, super admins); never API tokens. CSRF for cookie sessions comes with the policy.
import { adminAccess } from '../../../lib/auth/admin-routes';

const content = adminAccess('content');

export default {
  routes: [
    { method: 'POST', path: '/settings/email-preview', handler: 'mail-preview.preview', config: content },
    { method: 'POST', path: '/settings/email-test', handler: 'mail-preview.test', config: content },
  ],
};
