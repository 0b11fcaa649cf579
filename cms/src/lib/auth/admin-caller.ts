// Who is calling an admin route of the /api contract, as the `global::admin-access` policy found
// out: a Strapi admin user (session cookie or admin JWT) or a Strapi API token.

export type AdminCaller =
  | { kind: 'admin'; id: number; email: string; isSuperAdmin: boolean }
  | { kind: 'api-token'; id: number; name: string };

/** The caller the admin-access policy put on the request; only routes behind that policy ask. */
export const callerOf = (ctx: { state: { adminCaller?: AdminCaller } }): AdminCaller => {
  const caller = ctx.state.adminCaller;
  if (!caller) throw new Error('callerOf() on a route without the global::admin-access policy');
  return caller;
};

/** A short description for audit entries and logs. */
export const describeCaller = (caller: AdminCaller): string =>
  caller.kind === 'admin' ? caller.email : `API token "${caller.name}"`;
