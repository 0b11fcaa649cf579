// Backups and restore (docs/deployment.md, "Backups and restore"), on the suite's database (SQLite,
// or PostgreSQL with TEST_POSTGRES_URL): leads in through the real intake, a backup taken by the
// same code as `npm run backup`, an erasure after it, and `npm run restore` run as an operator runs
// it into an empty database and store. What came back is read through a CMS started on it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { createTestDatabase, startCms, stopCms, type TestDatabase } from '../../../../tests/harness';
import { createCallers, sendJson } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { findLead, postLead, sha256 } from '../../../../tests/lead-requests';
import { alteredCopy, forgetBackupEnv, keyPairIn, runRestore, type KeyPair } from '../../../../tests/backups';
import type { Manifest } from '../../../lib/backup/manifest';
import { getService } from '../../../lib/strapi/services';
import { LEAD_UID } from '../../../lib/uids';

const ERASED = 'erased.after@example.org';
const SALT = 'backup-suite-salt-0123456789abcdef';

type Sent = { reference: string; sha256: string; createdAt?: string };

describe('a backup, and its restore into an empty database and store', () => {
  // Each restore is a CMS process of its own (load, restore, stop), up to two per test: on two
  // loaded cores one test took over the default 120 s.
  jest.setTimeout(300_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-backup-'));
  const dirs = {
    store: path.join(root, 'store'),
    backups: path.join(root, 'backups'),
    log: path.join(root, 'erasure-log'),
    restoredStore: path.join(root, 'restored-store'),
    altered: path.join(root, 'altered'),
  };
  let keys: KeyPair;
  let source: TestDatabase;
  let app: Core.Strapi | undefined;
  const targets: TestDatabase[] = [];
  const sent: Sent[] = [];
  let erasedReference = '';
  let lateReference = '';
  let manifest: Manifest;
  /** The CMS's settings shared by the source and every restore. */
  const env = () => ({
    BACKUP_PUBLIC_KEY: keys.publicKey,
    ERASURE_LOG_TO: dirs.log,
    ERASURE_LOG_SALT: SALT,
    LEAD_RATE_LIMIT_MAX: '10000',
  });
  const freshTarget = async () => {
    const target = await createTestDatabase({ fresh: true });
    targets.push(target);
    return target;
  };
  const restore = (target: TestDatabase, store: string, args: string[] = []) =>
    runRestore(['--from', dirs.backups, '--key', keys.keyFile, ...args], target.env, {
      ...env(),
      PRIVATE_UPLOADS_DIR: store,
    });

  const submit = async (email: string, size: number) => {
    const file = pdfBytes(size);
    const answer = await postLead(app!, {
      contacts: [validContact({ email })],
      file: { filename: 'הצעה.pdf', content: file },
    });
    expect(answer.status).toBe(201);
    return { reference: answer.body.reference as string, sha256: sha256(file) };
  };

  beforeAll(async () => {
    keys = await keyPairIn(root);
    source = await createTestDatabase();
    app = await startCms(source, { ...env(), PRIVATE_UPLOADS_DIR: dirs.store });
    for (let n = 0; n < 5; n += 1) sent.push(await submit(`person${n}@example.org`, 2000 + n * 700));
    const erased = await submit(ERASED, 3100);
    erasedReference = erased.reference;
    sent.push(erased);
    for (const lead of sent) lead.createdAt = new Date((await findLead(app, lead.reference)).createdAt).toISOString();
    manifest = await getService(app, 'backup').take({ to: dirs.backups });
    // After the backup: one more lead, and the erasure of a person the backup holds.
    lateReference = (await submit('late@example.org', 1800)).reference;
    const callers = await createCallers(app);
    const erasure = await sendJson(app, 'POST', '/api/leads/erase', callers.tokens['leads-manager'], {
      email: ERASED,
    });
    expect(erasure.status).toBe(200);
    expect(erasure.body.data.leads).toBe(1);
  });

  afterAll(async () => {
    await stopCms(app);
    for (const database of [source, ...targets]) await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
    forgetBackupEnv();
  });

  it('lists every lead and every file with its sha256 in the manifest', () => {
    expect(manifest.counts).toMatchObject({ leads: 6, quarantinedLeads: 0, attachments: 6 });
    expect(manifest.counts.contacts).toBeGreaterThanOrEqual(6);
    expect(manifest.attachments.map((file) => file.sha256).sort()).toEqual(sent.map((lead) => lead.sha256).sort());
    expect(manifest.database.client).toBe(source.describe.split(' ')[0]);
    expect(fs.readdirSync(path.join(dirs.backups, manifest.name)).sort()).toEqual([
      'database.age',
      'files.age',
      'manifest.age',
    ]);
  });

  it('keeps nothing readable in the backup, and only keyed hashes in the erasure log', () => {
    const folder = path.join(dirs.backups, manifest.name);
    const everything = Buffer.concat(
      fs.readdirSync(folder).map((object) => fs.readFileSync(path.join(folder, object))),
    ).toString('latin1');
    expect(everything).not.toContain('person0@example.org');
    expect(everything).not.toContain(sent[0].reference);
    const log = fs.readdirSync(dirs.log).map((name) => fs.readFileSync(path.join(dirs.log, name), 'utf8'));
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0])).toMatchObject({ kind: 'erasure', emails: [expect.stringMatching(/^[0-9a-f]{64}$/)] });
    expect(log[0]).not.toContain('erased.after');
    expect(log[0]).not.toContain(erasedReference);
  });

  it('restores every lead of the backup with its file, and erases again the person erased after it', async () => {
    const target = await freshTarget();
    const run = await restore(target, dirs.restoredStore);
    expect(run.stderr).not.toContain('✗');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`restoring ${manifest.name}`);
    expect(run.stdout).toMatch(/files restored: 6 attachments/);
    expect(run.stdout).toMatch(/1 erasure\(s\) and 0 retention run\(s\) since the backup, replayed: 1 leads/);
    expect(run.stdout).toMatch(/restored: 5 leads/);

    // One CMS per process: the source's work is done.
    await stopCms(app);
    app = undefined;
    const restored = await startCms(target, { ...env(), PRIVATE_UPLOADS_DIR: dirs.restoredStore });
    try {
      for (const lead of sent.filter((candidate) => candidate.reference !== erasedReference)) {
        const row = await findLead(restored, lead.reference);
        expect(row).toMatchObject({ attachmentSha256: lead.sha256 });
        expect(row.contacts).toHaveLength(1);
        expect(sha256(fs.readFileSync(path.join(dirs.restoredStore, row.attachmentKey)))).toBe(lead.sha256);
      }
      expect(await findLead(restored, erasedReference)).toBeNull();
      expect(await findLead(restored, lateReference)).toBeNull();
      expect(await restored.db.query(LEAD_UID).count()).toBe(5);
      // The erased person's file went with them: only the five others are in the store.
      expect(fs.readdirSync(dirs.restoredStore).filter((name) => /^[0-9a-f]{32}$/.test(name))).toHaveLength(5);
    } finally {
      await stopCms(restored);
    }
  });

  it('refuses a target that is not empty unless told --force', async () => {
    const intoSource = await restore(source, path.join(root, 'empty-store'));
    expect(intoSource.code).toBe(2);
    expect(intoSource.stderr).toMatch(/the target is not empty \(\d+ table\(s\) in the database, 0 file\(s\)/);
    const intoFilledStore = await restore(await freshTarget(), dirs.store);
    expect(intoFilledStore.code).toBe(2);
    expect(intoFilledStore.stderr).toMatch(/0 table\(s\) in the database, 6 file\(s\)/);

    const target = await freshTarget();
    const store = path.join(root, 'forced-store');
    expect((await restore(target, store)).code).toBe(0);
    const forced = await restore(target, store, ['--force']);
    expect(forced.stderr).not.toContain('✗');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/restored: 5 leads/);
  });

  it('catches a file missing from the backup and a file altered in it', async () => {
    // Files of two leads the restore keeps (not the erased person's, which the replay removes anyway).
    const [dropped, altered] = [sent[0], sent[1]].map(
      (lead) => manifest.attachments.find((file) => file.sha256 === lead.sha256)!,
    );
    await alteredCopy(dirs.backups, dirs.altered, manifest.name, keys, { drop: dropped.key, alter: altered.key });
    const run = await runRestore(['--from', dirs.altered, '--key', keys.keyFile], (await freshTarget()).env, {
      ...env(),
      PRIVATE_UPLOADS_DIR: path.join(root, 'altered-store'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`files whose sha256 differs from the manifest: ${altered.key}`);
    expect(run.stderr).toContain(`files in the manifest but not in the backup: ${dropped.key}`);
    expect(run.stderr).toMatch(/rows whose file is missing: VN-/);
  });

  it('refuses a backup read with another key', async () => {
    const other = await keyPairIn(fs.mkdtempSync(path.join(root, 'other-key-')));
    const run = await runRestore(['--from', dirs.backups, '--key', other.keyFile], (await freshTarget()).env, {
      ...env(),
      PRIVATE_UPLOADS_DIR: path.join(root, 'other-store'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the manifest of vision-backup-\S+ could not be read .*wrong key, or altered/);
  });

  it('replays a retention run after the backup: what it deleted stays deleted', async () => {
    // As the retention job records it: whatever was received before its cutoff went.
    const cutoff = sent[3].createdAt!;
    const at = new Date().toISOString();
    fs.writeFileSync(
      path.join(dirs.log, `${at.replace(/[-:.]/g, '')}-0000cafe.json`),
      JSON.stringify({ kind: 'retention', at, cutoff }),
    );
    const run = await restore(await freshTarget(), path.join(root, 'retention-store'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/1 erasure\(s\) and 1 retention run\(s\) since the backup, replayed: 4 leads/);
    expect(run.stdout).toMatch(/restored: 2 leads/);
  });
});
