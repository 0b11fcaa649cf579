// The server side of a cookie sign-in (POST /api/auth/session-in): one row per signed-in browser,
// so that signing out, an expiry or a deleted account really ends it. Only hashes of the cookie
// values are kept: a leaked table does not sign anyone in. Hidden from the panel: it is plumbing.
export default {
  kind: 'collectionType',
  collectionName: 'admin_sessions',
  info: {
    singularName: 'admin-session',
    pluralName: 'admin-sessions',
    displayName: 'Admin session',
    description: 'Cookie sessions of the /api admin routes',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: false },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  indexes: [
    { name: 'admin_sessions_token_hash_unique', columns: ['token_hash'], type: 'unique' },
    { name: 'admin_sessions_expires_at_idx', columns: ['expires_at'] },
  ],
  attributes: {
    /** sha256 (hex) of the `vision_session` cookie. */
    tokenHash: { type: 'string', required: true, unique: true, private: true, maxLength: 64 },
    /** sha256 (hex) of the `vision_csrf` cookie handed out with this session. */
    csrfHash: { type: 'string', required: true, private: true, maxLength: 64 },
    /** The admin user (admin::user id); a plain number, the admin plugin's table is not ours to join. */
    adminUserId: { type: 'integer', required: true },
    expiresAt: { type: 'datetime', required: true },
  },
};
