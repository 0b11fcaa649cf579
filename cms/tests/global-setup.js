// Compiles the CMS's TypeScript once per test run; every suite then loads the compiled app.
const { compileStrapi } = require('@strapi/strapi');

module.exports = async () => {
  await compileStrapi({ appDir: require('path').resolve(__dirname, '..') });
};
