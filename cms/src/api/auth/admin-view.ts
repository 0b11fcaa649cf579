// What the /api contract shows of an admin account. A whitelist, so that a password hash, a reset
// or registration token can never leak, whatever Strapi adds to the user later.

type StoredAdmin = {
  id: number;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  isActive?: boolean;
  blocked?: boolean | null;
  createdAt?: string | Date;
  updatedAt?: string | Date;
  roles?: { id: number; code: string; name: string }[];
};

export const adminView = (user: StoredAdmin) => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname ?? null,
  lastname: user.lastname ?? null,
  username: user.username ?? null,
  roles: (user.roles ?? []).map(({ id, code, name }) => ({ id, code, name })),
});

/** The account as super admins manage it: also whether it may sign in, and its dates. */
export const adminAccountView = (user: StoredAdmin) => ({
  ...adminView(user),
  isActive: user.isActive === true,
  blocked: user.blocked === true,
  createdAt: user.createdAt ?? null,
  updatedAt: user.updatedAt ?? null,
});
