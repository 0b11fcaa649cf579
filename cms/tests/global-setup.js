// Once per test run: compiles the CMS's TypeScript (every suite then loads the compiled app), and
// makes the template database the suites' databases are copied from (template-database.js).
// Compiling is skipped when CMS_TEST_COMPILED is set: `npm test` compiles once and runs two passes
// side by side, which must not compile into the same dist/ at the same moment.
const { compileStrapi } = require('@strapi/strapi');
const { createTemplate } = require('./template-database');

module.exports = async () => {
  if (!process.env.CMS_TEST_COMPILED) await compileStrapi({ appDir: require('path').resolve(__dirname, '..') });
  if (!process.env.CMS_TEST_FRESH_DATABASES) globalThis.dropTemplateDatabase = await createTemplate();
};
