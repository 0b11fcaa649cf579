// Compiles the CMS's TypeScript once per test run; every suite then loads the compiled app. Skipped
// when CMS_TEST_COMPILED is set: `npm test` compiles once and runs two passes side by side, which
// must not compile into the same dist/ at the same moment.
const { compileStrapi } = require('@strapi/strapi');

module.exports = async () => {
  if (process.env.CMS_TEST_COMPILED) return;
  await compileStrapi({ appDir: require('path').resolve(__dirname, '..') });
};
