// The two cookies of an /api admin session (README.md, "Signing in"): the httpOnly `vision_session`
// naming the session, and the readable `vision_csrf` the page echoes in X-CSRF-Token on every change.

import type { Context } from 'koa';

type CookieJar = Context['cookies'];

export const SESSION_COOKIE = 'vision_session';
export const CSRF_COOKIE = 'vision_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** What the browser holds of a session. */
export type SessionSecrets = { token: string; csrf: string; expiresAt: Date };

/**
 * Writes both cookies, or clears them (null). `secure` in production: TLS usually ends at the
 * proxy, so koa may see http and would refuse to send a Secure cookie; the browser talks https, so
 * the cookie jar is told the connection is secure rather than dropping the attribute.
 */
export const writeSessionCookies = (jar: CookieJar, secrets: SessionSecrets | null, secure: boolean) => {
  if (secure) (jar as { secure?: boolean }).secure = true;
  const expires = secrets?.expiresAt ?? new Date(0);
  // Unsigned: the values are random secrets checked against the database, a signature adds nothing.
  const common = { sameSite: 'strict', secure, expires, signed: false, overwrite: true } as const;
  jar.set(SESSION_COOKIE, secrets?.token ?? null, { ...common, httpOnly: true, path: '/api' });
  // Path / so the page's script can read it; it is useless without the httpOnly session cookie.
  jar.set(CSRF_COOKIE, secrets?.csrf ?? null, { ...common, httpOnly: false, path: '/' });
};

export const sessionTokenOf = (jar: CookieJar) => jar.get(SESSION_COOKIE, { signed: false }) ?? null;
export const csrfCookieOf = (jar: CookieJar) => jar.get(CSRF_COOKIE, { signed: false }) ?? null;
