// The admin-accounts part of the /api contract (README.md, "The /api contract"): the panel's own
// admin users, managed by super admins only.
import { adminAccess } from '../../../lib/auth/admin-routes';

const superAdmins = adminAccess('super-admin');

export default {
  routes: [
    { method: 'GET', path: '/admins/paginate', handler: 'admin-account.paginate', config: superAdmins },
    { method: 'POST', path: '/admins/create', handler: 'admin-account.create', config: superAdmins },
    { method: 'PUT', path: '/admins/update/:id', handler: 'admin-account.update', config: superAdmins },
    { method: 'DELETE', path: '/admins/delete/:id', handler: 'admin-account.delete', config: superAdmins },
  ],
};
