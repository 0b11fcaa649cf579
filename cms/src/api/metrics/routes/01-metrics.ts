// Prometheus's scrape of the CMS (README.md, "Metrics"): behind its own bearer token, not an admin
// account, so a monitoring system holds no right over leads.
export default {
  routes: [
    {
      method: 'GET',
      path: '/metrics',
      handler: 'metrics.scrape',
      config: { auth: false, policies: ['api::metrics.metrics-token'] },
    },
  ],
};
