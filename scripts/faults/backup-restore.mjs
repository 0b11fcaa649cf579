// Drill: the restore drill (docs/deployment.md, "Backups and restore"). A production CMS on a
// throwaway PostgreSQL cluster gets 10,000 leads with files: a few hundred through the real API
// (the acknowledged path), the rest written straight into its tables by the benchmarks' seeder
// with a real file each (minutes through the API; the printout says which is which). Then
// `npm run backup` runs while leads keep arriving, a lead and a person are erased after it, the
// database is dropped and the attachments folder removed, and `npm run restore` restores into a
// fresh database and a fresh folder. Reconciled from outside: every lead acknowledged before the
// backup began is there with its file and sha256, no lead is half there, no row lacks its file,
// and both erasures made after the backup were done again.

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { multipartBody, newBoundary } from '../lib/multipart.cjs';
import { pdfBytes } from '../lib/pdf-bytes.cjs';
import { leadParts, validContact } from '../lib/valid-lead.cjs';
import { CMS_DIR, registerSuperAdmin } from '../lib/cms.mjs';
import { readJson } from '../lib/json-fetch.mjs';
import { withPostgres } from '../lib/throwaway-database.cjs';
import { seedLeads } from '../lib/seed-leads.mjs';
import { startCluster } from './lib/cluster.mjs';
import {
  drillEnv,
  drillFolder,
  readStore,
  runDrill,
  seconds,
  some,
  startDrillCms,
  step,
  verdict,
} from './lib/drill.mjs';

const TOTAL = 10_000;
const THROUGH_API = 300;
const SUBMITTERS = 6;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** One lead as the site sends it, with its own address and file; answers its status, reference, sha256. */
const submit = async (url, n) => {
  const file = pdfBytes(1500 + (n % 3000));
  const boundary = newBoundary();
  const parts = leadParts({
    contacts: [validContact({ email: `drill-${n}@example.org` })],
    file: { filename: 'file.pdf', content: file, contentType: 'application/pdf' },
    token: `drill-${randomBytes(6).toString('hex')}`,
  });
  try {
    const response = await fetch(`${url}/api/leads/create`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(parts, boundary),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await readJson(response);
    return { n, status: response.status, reference: body?.reference, sha256: sha256(file), ended: Date.now() };
  } catch (error) {
    return { n, status: 0, text: String(error?.cause?.code ?? error), ended: Date.now() };
  }
};

/** `count` submitters in a loop from `first` on until stop(), `pauseMs` apart; every answer kept. */
const submitters = (url, first, count, pauseMs = 0) => {
  const answers = [];
  let next = first;
  let running = true;
  const loop = async () => {
    while (running) {
      answers.push(await submit(url, next++));
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: count }, loop));
  return { answers, stop: async () => ((running = false), await done) };
};

/** The CMS's own command (cms/src/cli/), as an operator runs it; answers its output and time. */
const command = (name, args, env) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'dist', 'src', 'cli', `${name}.js`), ...args], {
      cwd: CMS_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output, ms: performance.now() - started }));
  });

/** The seeded leads' files: one real file per row, its sha256 written on the row. */
const seedFiles = async (databaseUrl, privateDir) =>
  withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query("select attachment_key as key from leads where reference like 'BN-%'");
    const keys = [];
    const digests = [];
    for (const { key } of rows) {
      const bytes = randomBytes(1024 + (parseInt(key.slice(-4), 16) % 3072));
      writeFileSync(path.join(privateDir, key), bytes, { mode: 0o600 });
      keys.push(key);
      digests.push(sha256(bytes));
    }
    await client.query(
      'update leads l set attachment_sha_256 = v.sha from unnest($1::text[], $2::text[]) as v(key, sha) where l.attachment_key = v.key',
      [keys, digests],
    );
    return rows.length;
  });

const folderBytes = (folder) =>
  readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, String(name)))
    .filter((file) => statSync(file).isFile())
    .reduce((total, file) => total + statSync(file).size, 0);

await runDrill(async () => {
  const report = verdict(
    `Restore drill: ${TOTAL.toLocaleString('en')} leads with files, a backup under load, a restore`,
  );
  const tempDir = drillFolder('backup');
  const backups = path.join(tempDir, 'backups');
  const keyFile = path.join(tempDir, 'backup-key.txt');
  step('starting a throwaway PostgreSQL cluster (initdb, pg_ctl)');
  const cluster = await startCluster(tempDir);
  const source = await cluster.createDatabase('vision_source');

  const keygen = await command('backup', ['--new-key', keyFile], {});
  const publicKey = /BACKUP_PUBLIC_KEY=(age1\S+)/.exec(keygen.output)?.[1];
  if (!publicKey) throw new Error(`no key pair: ${keygen.output}`);
  const env = drillEnv({
    BACKUP_PUBLIC_KEY: publicKey,
    BACKUP_SCHEDULE: '',
    ERASURE_LOG_TO: path.join(tempDir, 'erasure-log'),
  });
  step('starting the CMS (strapi start)');
  const cms = await startDrillCms({ database: source, tempDir, env });
  mkdirSync(cms.privateDir, { recursive: true });
  /** The environment of the commands: the CMS's own, on a database and folder of their choosing. */
  const commandEnv = (database, privateDir) => ({
    ...env,
    NODE_ENV: 'production',
    // The commands scan nothing; production asks that a missing scanner be said out loud, as the
    // drill's CMS does (scripts/lib/cms.mjs).
    FILE_SCAN_DISABLED: 'true',
    PUBLIC_URL: cms.url,
    SITE_URL: cms.url,
    SEED_ASSETS_DIR: path.join(tempDir, 'no-seed-assets'),
    PRIVATE_UPLOADS_DIR: privateDir,
    ...database.env,
  });

  step(`${THROUGH_API} leads through the API, ${TOTAL - THROUGH_API} written into the tables with their files`);
  const seeding = submitters(cms.url, 1, SUBMITTERS);
  while (seeding.answers.filter(({ status }) => status === 201).length < THROUGH_API) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await seeding.stop();
  const seeded = seeding.answers.filter(({ status }) => status === 201).length;
  await seedLeads(source, TOTAL - seeded);
  const seededFiles = await seedFiles(source.url, cms.privateDir);

  step('npm run backup while leads keep arriving');
  // A steady trickle (a busy campaign day), not a flood that would only make the backup bigger.
  const load = submitters(cms.url, 100_000, 2, 100);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const backupBegan = Date.now();
  const backup = await command('backup', ['--to', backups], commandEnv(source, cms.privateDir));
  await load.stop();
  const acknowledged = [...seeding.answers, ...load.answers].filter(
    ({ status, ended }) => status === 201 && ended < backupBegan,
  );

  step('erasing a lead and a person after the backup; then the database dropped and the files removed');
  const token = await registerSuperAdmin(cms.url);
  const erase = (body) =>
    fetch(`${cms.url}/api/leads/erase`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await readJson(response) }));
  const erasedLead = acknowledged[0];
  const byReference = await erase({ reference: erasedLead.reference });
  const erasedPerson = 'contact1.lead7@example.org'; // a seeded lead's first contact
  const byAddress = await erase({ email: erasedPerson });
  await cms.stop();
  await withPostgres(cluster.adminUrl, (client) => client.query('drop database vision_source'));
  rmSync(cms.privateDir, { recursive: true, force: true });

  step('npm run restore into a fresh database and a fresh folder');
  const target = await cluster.createDatabase('vision_restored');
  const restoredDir = path.join(tempDir, 'restored-attachments');
  const restore = await command('restore', ['--from', backups, '--key', keyFile], commandEnv(target, restoredDir));
  const store = await readStore(target.url, restoredDir);
  const erasedAddressLeft = await withPostgres(target.url, async (client) =>
    Number(
      (await client.query('select count(*) as n from components_lead_contacts where email = $1', [erasedPerson]))
        .rows[0].n,
    ),
  );

  const rows = new Map(store.leads.map((row) => [row.reference, row]));
  const kept = acknowledged.filter(({ reference }) => reference !== erasedLead.reference);
  const lost = kept.filter(({ reference, sha256: sent }) => {
    const row = rows.get(reference);
    return !row || row.sha256 !== sent || !store.files.includes(row.key) || store.fileSha256(row.key) !== sent;
  });
  const backupSeconds = /; (\d+(?:\.\d+)?) s$/m.exec(backup.output)?.[1];
  const restoreSeconds = /; (\d+(?:\.\d+)?) s$/m.exec(restore.output)?.[1];

  report.figure('database', `${cluster.version}, throwaway cluster on port ${cluster.port}`);
  report.figure(
    'leads before the backup',
    `${seeded} through POST /api/leads/create, ${TOTAL - seeded} written into the tables (${seededFiles} files written beside them)`,
  );
  report.figure(
    'during the backup',
    `${load.answers.filter(({ status }) => status === 201).length} more leads acknowledged (201)`,
  );
  report.figure(
    'backup',
    `${backupSeconds ?? '?'} s to take (${seconds(backup.ms)} with the command's CMS load), ${(folderBytes(backups) / 1048576).toFixed(1)} MB encrypted`,
  );
  report.figure(
    'restore',
    `${restoreSeconds ?? '?'} s to restore and check (${seconds(restore.ms)} with the command's CMS load)`,
  );
  report.figure(
    'restored',
    `${store.leads.length} leads, ${store.files.length} files; ${acknowledged.length} acknowledged before the backup began`,
  );
  /** The command's own lines (Strapi's are JSON). */
  const said = (run) =>
    run.output
      .split('\n')
      .filter((line) => /^( {2}\S|✓|✗)/.test(line))
      .map((line) => line.trim())
      .join(' / ');
  report.figure('backup says', said(backup));
  report.figure('restore says', said(restore));

  report.check('npm run backup succeeded', backup.code === 0, backup.output.slice(-1200));
  report.check('npm run restore succeeded, its own check whole', restore.code === 0, restore.output.slice(-1200));
  report.check(
    'leads kept arriving while the backup ran',
    load.answers.some(({ status, ended }) => status === 201 && ended > backupBegan),
  );
  report.check(
    'the erasures after the backup were done',
    byReference.status === 200 && byAddress.status === 200,
    JSON.stringify([byReference, byAddress]),
  );
  report.check(
    'every lead acknowledged before the backup began is back, with its file and sha256',
    lost.length === 0,
    some(lost.map(({ reference }) => reference)),
  );
  report.check(
    'no lead half there (every lead has its contacts, no contact without its lead)',
    store.partialRows.length === 0 && store.loneContacts === 0,
  );
  report.check(
    'no row without its file',
    store.rowsWithoutFile.length === 0,
    some(store.rowsWithoutFile.map((row) => row.reference)),
  );
  report.check('the lead erased after the backup stayed erased', !rows.has(erasedLead.reference));
  report.check(
    'the person erased after the backup stayed erased',
    erasedAddressLeft === 0 && !rows.has('BN-000000007'),
  );
  report.check('no file without its row', store.orphans.length === 0, some(store.orphans));
  return report.print();
});
