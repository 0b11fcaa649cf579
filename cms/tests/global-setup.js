// Once per test run: compiles the CMS's TypeScript (every suite then loads the compiled app), starts
// the run's clamd (scripts/lib/clamd.cjs: a real one, with the shipped test signatures) whose
// address every CMS under test inherits (CLAMAV_HOST, CLAMAV_PORT), and makes the template
// database the suites' databases are copied from (template-database.js).
// Compiling is skipped when CMS_TEST_COMPILED is set: `npm test` compiles once and runs two passes
// side by side, which must not compile into the same dist/ at the same moment.
const { compileStrapi } = require('@strapi/strapi');
const { createTemplate } = require('./template-database');
const { startClamd } = require('../../scripts/lib/clamd.cjs');

module.exports = async () => {
  if (!process.env.CMS_TEST_COMPILED) await compileStrapi({ appDir: require('path').resolve(__dirname, '..') });
  const clamd = await startClamd();
  globalThis.removeClamd = clamd.remove;
  Object.assign(process.env, clamd.env);
  if (!process.env.CMS_TEST_FRESH_DATABASES) globalThis.dropTemplateDatabase = await createTemplate();
};
