const { winston, formats } = require('@strapi/logger');

// Strapi's default logger at the level the benchmark gives both apps (LOG_LEVEL=warn): logging
// every request would cost the stock app throughput that ours does not pay.
module.exports = ({ env }) => ({
  level: env('LOG_LEVEL', 'http'),
  transports: [new winston.transports.Console({ format: formats.prettyPrint() })],
});
