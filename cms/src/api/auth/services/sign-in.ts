// Signing in to the /api admin routes with a panel account's e-mail and password. The password
// check is Strapi's own (admin::auth checkCredentials), so the rules match the panel; inactive and
// blocked accounts are refused. Attempts are limited per IP and per e-mail address
// (config/admin-sessions.ts, rateLimit), counted in the shared store, as one for every instance.

import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../lib/http/api-error';
import type { RateDecision, RateLimiter } from '../../../lib/rate-limit/shared-limiter';
import { sharedStoreOf } from '../../../lib/shared-state/strapi-store';
import { getService } from '../../../lib/strapi/services';
import { appConfig } from '../../../lib/config/app-config';

/**
 * A bcrypt hash of a random password, compared against when no account has the e-mail address, so
 * that an unknown address takes as long to refuse as a wrong password.
 */
const DECOY_HASH = '$2a$10$MjWq4WKXbBmNplYTDGtHO.zjvL6yHE6ugOZbWjwymqqMme412hgqq';

const refused = () => new ApiError(401, 'INVALID_CREDENTIALS', 'The e-mail address or the password is wrong.');

const signIn = ({ strapi }: { strapi: Core.Strapi }) => {
  let limiters: { byAddress: RateLimiter; byAccount: RateLimiter } | null = null;
  // Made on first use: the shared store is opened from the configuration, after register().
  const limits = () => {
    if (limiters) return limiters;
    const store = sharedStoreOf(strapi);
    const window = appConfig(strapi, 'admin-sessions').rateLimit;
    const onStoreUnavailable = () =>
      strapi.log.warn('[rate-limit] the shared store does not answer: sign-in attempts are counted per instance');
    limiters = {
      byAddress: store.limiter({ name: 'sign-in-address', ...window, onStoreUnavailable }),
      byAccount: store.limiter({ name: 'sign-in-account', ...window, onStoreUnavailable }),
    };
    return limiters;
  };

  const limit = (decision: RateDecision) => {
    if (decision.allowed) return;
    throw new ApiError(429, 'RATE_LIMITED', 'Too many sign-in attempts; try again later.', undefined, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  };

  return {
    /** The admin account the credentials name, or an ApiError; counts the attempt first. */
    async check({ email, password, ip }: { email: string; password: string; ip: string }) {
      const { byAddress, byAccount } = limits();
      limit(await byAddress.take(ip));
      limit(await byAccount.take(email));

      const auth = getService(strapi, 'admin::auth');
      const known = await strapi.db.query('admin::user').findOne({ where: { email }, select: ['id'] });
      if (!known) {
        await auth.validatePassword(password, DECOY_HASH);
        throw refused();
      }
      // Strapi declares its answer loosely (each of [error, user, info] as one union): narrowed here.
      const [, user, info] = await auth.checkCredentials({ email, password });
      if (!user || typeof user !== 'object' || !('id' in user)) {
        // Only someone who knows the password learns that the account is switched off.
        if (info && typeof info === 'object' && 'message' in info && info.message === 'User not active') {
          throw new ApiError(401, 'INVALID_CREDENTIALS', 'This account is not active.');
        }
        throw refused();
      }
      const full = await strapi.db.query('admin::user').findOne({ where: { id: user.id }, populate: ['roles'] });
      if (!full || full.isActive !== true || full.blocked === true) {
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'This account is not active.');
      }
      // The per-account window counts failed attempts: an admin who signs in often is never locked out.
      await byAccount.forget(email);
      return full;
    },
  };
};

export default signIn;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'sign-in': ReturnType<typeof signIn>;
  }
}
