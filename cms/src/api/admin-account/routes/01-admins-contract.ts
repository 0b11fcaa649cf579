// The admin-accounts part of the /api contract (DESIGN.md): the panel's own admin users, managed
// by super admins only.
const superAdmins = { auth: false, policies: [{ name: 'global::admin-access', config: { allow: 'super-admin' } }] };

export default {
  routes: [
    { method: 'GET', path: '/admins/paginate', handler: 'admin-account.paginate', config: superAdmins },
    { method: 'POST', path: '/admins/create', handler: 'admin-account.create', config: superAdmins },
    { method: 'PUT', path: '/admins/update/:id', handler: 'admin-account.update', config: superAdmins },
    { method: 'DELETE', path: '/admins/delete/:id', handler: 'admin-account.delete', config: superAdmins },
  ],
};
