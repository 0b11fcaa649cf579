// For load balancers and compose health checks (README.md, "Health, readiness and slow clients"): public, no
// policy (no rate limit), never cached.
export default {
  routes: [
    { method: 'GET', path: '/health', handler: 'health.health', config: { auth: false } },
    { method: 'GET', path: '/ready', handler: 'health.ready', config: { auth: false } },
  ],
};
