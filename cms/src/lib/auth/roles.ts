// Strapi's own admin role codes that the /api rules name.

/** The built-in Super Admin role. */
export const SUPER_ADMIN_CODE = 'strapi-super-admin';
