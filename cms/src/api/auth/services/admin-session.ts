// Cookie sessions of the /api admin routes: rows of admin_sessions named by the httpOnly cookie,
// with the anti-forgery secret bound to them (double submit; lib/auth/session-cookies.ts writes the
// cookies). Sessions live config/admin-sessions.ts's ttlMs and end for real on sign-out: the row
// is gone, the old cookie is worthless.

import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { SessionSecrets } from '../../../lib/auth/session-cookies';
import { appConfig } from '../../../lib/config/app-config';

const SESSION_UID = 'api::admin-session.admin-session';

/** Expired rows are removed when met, and all of them at most this often. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type AdminSession = { id: number; adminUserId: number; csrfHash: string; expiresAt: string | Date };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const adminSession = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SESSION_UID);
  const ttlMs = appConfig(strapi, 'admin-sessions').ttlMs;
  let lastSweep = 0;

  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await rows().deleteMany({ where: { expiresAt: { $lt: new Date(now) } } });
  };

  return {
    /** Opens a session for a signed-in admin; answers the secrets for the browser's cookies. */
    async start(adminUserId: number): Promise<SessionSecrets> {
      await sweep();
      const token = newSecret();
      const csrf = newSecret();
      const expiresAt = new Date(Date.now() + ttlMs);
      await rows().create({ data: { tokenHash: sha256(token), csrfHash: sha256(csrf), adminUserId, expiresAt } });
      return { token, csrf, expiresAt };
    },

    /** The live session a cookie's token names, or null; an expired one is removed on sight. */
    async current(token: string | null): Promise<AdminSession | null> {
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
    csrfMatches(session: AdminSession, header: string | null, cookie: string | null): boolean {
      if (!header || !cookie) return false;
      return sameSecret(header, cookie) && sameSecret(sha256(header), session.csrfHash);
    },

    /** Ends the session a cookie's token names, if any. */
    async end(token: string | null) {
      if (token) await rows().delete({ where: { tokenHash: sha256(token) } });
    },

    /** Ends every session of an admin (account deleted or deactivated). */
    async endAllOf(adminUserId: number) {
      await rows().deleteMany({ where: { adminUserId } });
    },
  };
};

export default adminSession;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'admin-session': ReturnType<typeof adminSession>;
  }
}
