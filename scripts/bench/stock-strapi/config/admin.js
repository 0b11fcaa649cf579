// No admin panel is served (nothing builds it); the admin API stays, for the first admin and the
// API token the benchmark creates.
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
});
