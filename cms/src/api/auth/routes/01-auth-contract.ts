// The sign-in part of the /api contract (README.md, "Signing in"): cookie sessions for the admin
// pages, and who is signed in. Signing in is public (rate limited); the rest needs a signed-in admin.
import { adminAccess } from '../../../lib/auth/admin-routes';

const signedIn = adminAccess('signed-in');

export default {
  routes: [
    { method: 'POST', path: '/auth/session-in', handler: 'auth.sessionIn', config: { auth: false } },
    { method: 'POST', path: '/auth/session-out', handler: 'auth.sessionOut', config: signedIn },
    { method: 'GET', path: '/auth/admin', handler: 'auth.admin', config: signedIn },
  ],
};
