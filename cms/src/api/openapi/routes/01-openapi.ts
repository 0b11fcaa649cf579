// The /api contract described for machines (README.md, "The /api contract"): public, like the
// README that describes the same routes.
export default {
  routes: [{ method: 'GET', path: '/openapi.json', handler: 'openapi.document', config: { auth: false } }],
};
