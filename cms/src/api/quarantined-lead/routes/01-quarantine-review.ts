// The quarantine review of the /api contract: a Leads manager accepts a quarantined attempt into
// the leads (discarding one is the Content Manager's delete). Who may call it is the policy's say.
export default {
  routes: [
    {
      method: 'POST',
      path: '/leads/quarantine/:documentId/accept',
      handler: 'quarantine-review.accept',
      config: { auth: false, policies: [{ name: 'global::admin-access', config: { allow: 'leads' } }] },
    },
  ],
};
