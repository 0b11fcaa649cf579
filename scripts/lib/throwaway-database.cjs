// A database for one test suite or one benchmark run, gone afterwards: a uniquely named PostgreSQL
// database created on a server and dropped by drop(), or an SQLite file in a temporary folder.
// CommonJS so that the ES-module scripts and the CMS's jest harness (CommonJS TypeScript) share
// this one copy, as they share cms-secrets.cjs.

const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');

/**
 * @typedef {object} ThrowawayDatabase
 * @property {'postgres' | 'sqlite'} client
 * @property {string} name the database's name, or the SQLite file
 * @property {Record<string, string>} env the CMS's DATABASE_* variables for it
 * @property {() => Promise<void>} drop
 */

/**
 * A name no other run has: vision_<purpose>_<time>_<random>.
 * @param {string} purpose
 */
const uniqueDatabaseName = (purpose) =>
  `vision_${purpose}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/**
 * Runs `run(client)` on a new connection to `url` and closes it again (pg as the CMS installs it).
 * @template T
 * @param {string} url
 * @param {(client: any) => Promise<T>} run
 * @returns {Promise<T>}
 */
const withPostgres = async (url, run) => {
  const { Client } = require(require.resolve('pg', { paths: [CMS_DIR] }));
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * Creates a fresh PostgreSQL database on the server at `adminUrl` (a URL whose user may create
 * databases), empty or a copy of the database named `template` (which nobody may be connected to).
 * Answers its name, its URL, the CMS's DATABASE_* variables for it, and drop().
 * @param {string} adminUrl
 * @param {{ purpose?: string, template?: string }} [options]
 * @returns {Promise<ThrowawayDatabase & { client: 'postgres', url: string }>}
 */
const createPostgresDatabase = async (adminUrl, { purpose = 'test', template } = {}) => {
  const name = uniqueDatabaseName(purpose);
  await withPostgres(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    name,
    url: url.toString(),
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    drop: async () => {
      await withPostgres(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
};

/**
 * A fresh SQLite file, empty or a copy of the file `template` (of a CMS that has stopped). In `dir`
 * when given (the caller removes that folder, and the file with it); otherwise in a new temporary
 * folder that drop() removes.
 * @param {{ dir?: string, fileName?: string, template?: string }} [options]
 * @returns {ThrowawayDatabase & { client: 'sqlite', filename: string }}
 */
const createSqliteDatabase = ({ dir, fileName = 'test.db', template } = {}) => {
  const folder = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vision-cms-'));
  const filename = path.join(folder, fileName);
  if (template) {
    fs.copyFileSync(template, filename);
    // Left only when its CMS did not close cleanly (WAL mode): the copy needs it too.
    if (fs.existsSync(`${template}-wal`)) fs.copyFileSync(`${template}-wal`, `${filename}-wal`);
  }
  return {
    client: 'sqlite',
    name: filename,
    filename,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    drop: async () => {
      if (!dir) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
};

module.exports = { createPostgresDatabase, createSqliteDatabase, withPostgres };
