// Cookie sessions of the /api admin routes: an httpOnly `vision_session` cookie naming a row of
// admin_sessions, and a readable `vision_csrf` cookie the page echoes in X-CSRF-Token on every
// change (double submit, bound to the session). Sessions live ADMIN_SESSION_TTL_MINUTES
// (default 480) and end for real on sign-out: the row is gone, the old cookie is worthless.

import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';

const SESSION_UID = 'api::admin-session.admin-session';
export const SESSION_COOKIE = 'vision_session';
export const CSRF_COOKIE = 'vision_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Expired rows are removed when met, and all of them at most this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type AdminSession = { id: number; adminUserId: number; csrfHash: string; expiresAt: string | Date };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

const ttlMs = () => {
  const minutes = Number(process.env.ADMIN_SESSION_TTL_MINUTES ?? 480);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 480) * 60 * 1000;
};

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Secure cookies in production only (a laptop runs plain http). TLS usually ends at the proxy, so
 * koa may see http and would refuse to send a Secure cookie: the browser talks https, so we tell
 * koa's cookie jar the connection is secure rather than dropping the attribute.
 */
const cookieJar = (ctx) => {
  const secure = process.env.NODE_ENV === 'production';
  if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
  return { jar: ctx.cookies, secure };
};

const setCookies = (ctx, token: string | null, csrf: string | null, expires: Date) => {
  const { jar, secure } = cookieJar(ctx);
  // Unsigned: the values are random secrets checked against the database, a signature adds nothing.
  jar.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    secure,
    expires,
    signed: false,
    overwrite: true,
  });
  // Path / so the page's script can read it; it is useless without the httpOnly session cookie.
  jar.set(CSRF_COOKIE, csrf, {
    httpOnly: false,
    sameSite: 'strict',
    path: '/',
    secure,
    expires,
    signed: false,
    overwrite: true,
  });
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SESSION_UID);
  let lastSweep = 0;

  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await rows().deleteMany({ where: { expiresAt: { $lt: new Date(now) } } });
  };

  return {
    /** Opens a session for a signed-in admin and hands the browser both cookies. */
    async start(ctx, adminUserId: number) {
      await sweep();
      const token = newSecret();
      const csrf = newSecret();
      const expiresAt = new Date(Date.now() + ttlMs());
      await rows().create({ data: { tokenHash: sha256(token), csrfHash: sha256(csrf), adminUserId, expiresAt } });
      setCookies(ctx, token, csrf, expiresAt);
      return { expiresAt };
    },

    /** The live session named by the request's cookie, or null; an expired one is removed on sight. */
    async current(ctx): Promise<AdminSession | null> {
      const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
      if (!token) return null;
      const session = (await rows().findOne({ where: { tokenHash: sha256(token) } })) as AdminSession | null;
      if (!session) return null;
      if (new Date(session.expiresAt).getTime() <= Date.now()) {
        await rows().delete({ where: { id: session.id } });
        return null;
      }
      return session;
    },

    /** True when the X-CSRF-Token header equals the anti-forgery cookie handed out with this session. */
    csrfMatches(ctx, session: AdminSession): boolean {
      const header = ctx.get(CSRF_HEADER);
      const cookie = ctx.cookies.get(CSRF_COOKIE, { signed: false });
      if (!header || !cookie) return false;
      return sameSecret(header, cookie) && sameSecret(sha256(header), session.csrfHash);
    },

    /** Ends the request's session, if any, and clears both cookies. */
    async end(ctx) {
      const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
      if (token) await rows().delete({ where: { tokenHash: sha256(token) } });
      setCookies(ctx, null, null, new Date(0));
    },

    /** Ends every session of an admin (account deleted or deactivated). */
    async endAllOf(adminUserId: number) {
      await rows().deleteMany({ where: { adminUserId } });
    },
  };
};
