// The lead admins' routes of the /api contract (DESIGN.md): only admin users allowed to read leads
// (Leads managers, super admins) or API tokens with that right, checked by global::admin-access.
// `/leads/paginate` and `/leads/export` are declared before `/leads/:id/file` only for reading
// order: their paths differ in length, so they can never match one another.

const leadsOnly = { auth: false, policies: [{ name: 'global::admin-access', config: { allow: 'leads' } }] };

export default {
  routes: [
    { method: 'GET', path: '/leads/paginate', handler: 'lead-admin.paginate', config: leadsOnly },
    { method: 'GET', path: '/leads/export', handler: 'lead-admin.export', config: leadsOnly },
    { method: 'GET', path: '/leads/:id/file', handler: 'lead-admin.file', config: leadsOnly },
    // A quarantined attempt's file, for the reviewer deciding whether to accept it.
    { method: 'GET', path: '/leads/quarantine/:id/file', handler: 'lead-admin.quarantinedFile', config: leadsOnly },
  ],
};
