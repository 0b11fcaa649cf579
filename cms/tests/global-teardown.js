// Drops the template database of this run (global-setup.js).
module.exports = async () => {
  await globalThis.dropTemplateDatabase?.();
};
