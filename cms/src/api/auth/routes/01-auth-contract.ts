// The sign-in part of the /api contract (DESIGN.md): cookie sessions for the admin pages, and who
// is signed in. Signing in is public (rate limited); the rest sits behind `global::admin-access`.
const signedIn = { auth: false, policies: [{ name: 'global::admin-access', config: { allow: 'signed-in' } }] };

export default {
  routes: [
    {
      method: 'POST',
      path: '/auth/session-in',
      handler: 'auth.sessionIn',
      config: { auth: false },
    },
    { method: 'POST', path: '/auth/session-out', handler: 'auth.sessionOut', config: signedIn },
    { method: 'GET', path: '/auth/admin', handler: 'auth.admin', config: signedIn },
  ],
};
