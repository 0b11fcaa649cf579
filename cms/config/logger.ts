import type { Core } from '@strapi/strapi';
import { logFormat, logTransport, type LogFormat } from '../src/lib/logging/log-format';

// LOG_LEVEL quiets the CMS in tests and CI ('warn'); 'http' also logs every request.
// LOG_FORMAT: 'json' (one object per line, the default in production, for log collectors) or
// 'pretty' (the default elsewhere). Every line of a request carries its X-Request-Id.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const format: LogFormat =
    env('LOG_FORMAT', env('NODE_ENV') === 'production' ? 'json' : 'pretty') === 'json' ? 'json' : 'pretty';
  return {
    level: env('LOG_LEVEL', 'http'),
    format: logFormat(format),
    transports: [logTransport()],
  };
};
