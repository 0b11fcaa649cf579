// The secrets the CMS needs (Strapi's six, the erasure log's salt and the preview's secret), fresh and random: for a local cms/.env and for the processes of
// tests and benchmarks. CommonJS so that the ES-module scripts and the CMS's jest harness
// (CommonJS TypeScript) share this one copy.

const { randomBytes } = require('node:crypto');

/** @returns {Record<string, string>} */
const randomCmsSecrets = () => {
  const secret = () => randomBytes(16).toString('base64');
  return {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ERASURE_LOG_SALT: randomBytes(24).toString('hex'),
    PREVIEW_SECRET: randomBytes(24).toString('hex'),
  };
};

module.exports = { randomCmsSecrets };
