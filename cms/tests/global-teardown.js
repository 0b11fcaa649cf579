// Drops the template database of this run and stops its clamd (global-setup.js).
module.exports = async () => {
  await globalThis.dropTemplateDatabase?.();
  await globalThis.removeClamd?.();
};
