// The levels of the admin routes of the /api contract, and how a route asks for one: every admin
// route's config is `adminAccess(level)`, checked by the global::admin-access policy.

/**
 * `leads`: may read leads (Leads managers, super admins); `content`: may publish the site's texts
 * (Editors, super admins); `super-admin`: super admins only. The committee's (issue 24):
 * `evaluation`: evaluators and those who may read leads; `evaluator`: evaluators only;
 * `assigned-evaluator`: the evaluator assigned to the lead of the path's `:id`; `lead-evaluation`:
 * those who may read leads, or the evaluator assigned to the lead of `:id`.
 * API tokens reach `leads` and `lead-evaluation` reads only.
 */
export type AccessLevel =
  | 'signed-in'
  | 'leads'
  | 'content'
  | 'super-admin'
  | 'evaluation'
  | 'evaluator'
  | 'assigned-evaluator'
  | 'lead-evaluation';
export const ACCESS_LEVELS: readonly AccessLevel[] = [
  'signed-in',
  'leads',
  'content',
  'super-admin',
  'evaluation',
  'evaluator',
  'assigned-evaluator',
  'lead-evaluation',
];

/** The levels whose answer depends on the lead of the path's `:id`. */
export const LEAD_SCOPED_LEVELS: readonly AccessLevel[] = ['assigned-evaluator', 'lead-evaluation'];

const READ_METHODS = new Set(['GET', 'HEAD']);
export const isReadMethod = (method: string) => READ_METHODS.has(method.toUpperCase());

/** A route config for admins of this level (Strapi's own auth off: the policy decides). */
export const adminAccess = (allow: AccessLevel) => ({
  auth: false as const,
  policies: [{ name: 'global::admin-access', config: { allow } }],
});
