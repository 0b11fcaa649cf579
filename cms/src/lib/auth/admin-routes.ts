// The levels of the admin routes of the /api contract, and how a route asks for one: every admin
// route's config is `adminAccess(level)`, checked by the global::admin-access policy.

/**
 * `leads`: may read leads (Leads managers, super admins); `content`: may publish the site's texts
 * (Editors, super admins); `super-admin`: super admins only. API tokens reach `leads` reads only.
 */
export type AccessLevel = 'signed-in' | 'leads' | 'content' | 'super-admin';
export const ACCESS_LEVELS: readonly AccessLevel[] = ['signed-in', 'leads', 'content', 'super-admin'];

const READ_METHODS = new Set(['GET', 'HEAD']);
export const isReadMethod = (method: string) => READ_METHODS.has(method.toUpperCase());

/** A route config for admins of this level (Strapi's own auth off: the policy decides). */
export const adminAccess = (allow: AccessLevel) => ({
  auth: false as const,
  policies: [{ name: 'global::admin-access', config: { allow } }],
});
