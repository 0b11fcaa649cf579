// The admin-accounts part of the /api contract (DESIGN.md): the panel's own admin users, managed
// by super admins only.
const superAdmins = { auth: false, policies: [{ name: 'global::admin-access', config: { allow: 'super-admin' } }] };

export default {
  routes: [{ method: 'GET', path: '/admins/paginate', handler: 'admin-account.paginate', config: superAdmins }],
};
