// The lead admins' routes of the /api contract (README.md, "The /api contract"): admin users
// allowed to read leads (Leads managers, super admins) or API tokens with that right.
// `/leads/paginate` and `/leads/export` are declared before `/leads/:id/file` only for reading
// order: their paths differ in length, so they can never match one another.
import { adminAccess } from '../../../lib/auth/admin-routes';

const leads = adminAccess('leads');

export default {
  routes: [
    { method: 'GET', path: '/leads/paginate', handler: 'lead-admin.paginate', config: leads },
    { method: 'GET', path: '/leads/export', handler: 'lead-admin.export', config: leads },
    { method: 'GET', path: '/leads/:id/file', handler: 'lead-admin.file', config: leads },
    // A quarantined attempt's file, for the reviewer deciding whether to accept it.
    { method: 'GET', path: '/leads/quarantine/:id/file', handler: 'lead-admin.quarantinedFile', config: leads },
  ],
};
