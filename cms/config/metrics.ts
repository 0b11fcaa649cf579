import type { Core } from '@strapi/strapi';

// GET /api/metrics (README.md, "Metrics"): Prometheus scrapes it with `Authorization: Bearer
// <METRICS_TOKEN>`. Without a token the route does not exist (404): nothing is exposed by default.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  token: env('METRICS_TOKEN', ''),
});
