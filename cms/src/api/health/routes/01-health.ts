// For load balancers and compose health checks (README.md, "Health and readiness"): public, no
// policy (no rate limit), never cached.
export default {
  routes: [
    { method: 'GET', path: '/health', handler: 'health.health', config: { auth: false } },
    { method: 'GET', path: '/ready', handler: 'health.ready', config: { auth: false } },
  ],
};
