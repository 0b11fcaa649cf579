// The settings part of the /api contract (README.md, "The /api contract"). Public: the site reads it on every visit.
export default {
  routes: [
    {
      method: 'GET',
      path: '/settings/get',
      handler: 'setting.get',
      config: { auth: false },
    },
  ],
};
