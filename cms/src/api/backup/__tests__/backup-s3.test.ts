// Backups with the attachments in S3 and the copies and the erasure log in a bucket too (s3rver
// on loopback): the same round trip as on a folder, through `npm run restore` into a fresh
// database and a fresh, empty bucket on another S3 server.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetBackupEnv, keyPairIn, runRestore, type KeyPair } from '../../../../tests/backups';
import { createTestDatabase, type TestDatabase } from '../../../../tests/harness';
import { createCallers, sendJson } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { postLead, sha256, useLeadCms } from '../../../../tests/lead-requests';
import { startFakeS3, type FakeS3 } from '../../../../tests/s3';
import { getService } from '../../../lib/strapi/services';

/** ATTACHMENTS_S3_* of a server, as the BACKUP_S3_* the backups' bucket is reached with. */
const asBackupService = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => name.startsWith('ATTACHMENTS_S3_') && name !== 'ATTACHMENTS_S3_BUCKET')
      .map(([name, value]) => [name.replace('ATTACHMENTS_S3_', 'BACKUP_S3_'), value]),
  );

describe('a backup of attachments in S3, into a bucket, restored into another bucket', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-backup-s3-'));
  let source: FakeS3;
  let restored: FakeS3;
  let keys: KeyPair;
  let target: TestDatabase | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    source = await startFakeS3('vision-source');
    restored = await startFakeS3('vision-restored');
    keys = await keyPairIn(root);
    Object.assign(env, source.env(), {
      BACKUP_PUBLIC_KEY: keys.publicKey,
      ERASURE_LOG_TO: 's3://vision-source/erasure-log',
      ERASURE_LOG_SALT: 'backup-s3-suite-salt-0123456789',
    });
  });
  const context = useLeadCms(env);
  afterAll(async () => {
    await target?.drop();
    await source?.close();
    await restored?.close();
    fs.rmSync(root, { recursive: true, force: true });
    forgetBackupEnv();
  });

  it('restores every lead with its file from the bucket, and erases again who was erased after the backup', async () => {
    const sent: { reference: string; sha256: string }[] = [];
    for (const email of ['one@example.org', 'two@example.org', 'gone@example.org']) {
      const file = pdfBytes(2000 + sent.length * 900);
      const answer = await postLead(context.app, {
        contacts: [validContact({ email })],
        file: { filename: 'הצעה.pdf', content: file },
      });
      expect(answer.status).toBe(201);
      sent.push({ reference: answer.body.reference, sha256: sha256(file) });
    }
    const manifest = await getService(context.app, 'backup').take({ to: 's3://vision-source/backups' });
    expect(manifest.counts).toMatchObject({ leads: 3, attachments: 3 });
    expect((await source.keys()).filter((key) => key.startsWith(`backups/${manifest.name}/`)).sort()).toEqual(
      ['database.age', 'files.age', 'manifest.age'].map((object) => `backups/${manifest.name}/${object}`),
    );
    const callers = await createCallers(context.app);
    const erasure = await sendJson(context.app, 'POST', '/api/leads/erase', callers.tokens['leads-manager'], {
      email: 'gone@example.org',
    });
    expect(erasure.status).toBe(200);
    expect((await source.keys()).filter((key) => key.startsWith('erasure-log/'))).toHaveLength(1);

    target = await createTestDatabase({ fresh: true });
    const run = await runRestore(['--from', 's3://vision-source/backups', '--key', keys.keyFile], target.env, {
      ...restored.env(),
      ...asBackupService(source.env()),
      ERASURE_LOG_TO: 's3://vision-source/erasure-log',
      ERASURE_LOG_SALT: env.ERASURE_LOG_SALT,
    });
    expect(run.stderr).not.toContain('✗');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/files restored: 3 attachments \(.*\) into s3:\/\/vision-restored/);
    expect(run.stdout).toMatch(/replayed: 1 leads/);
    expect(run.stdout).toMatch(/restored: 2 leads/);
    const files = (await restored.keys()).filter((key) => /^[0-9a-f]{32}$/.test(key));
    expect(files).toHaveLength(2);
    const digests = await Promise.all(files.map(async (key) => sha256(await restored.read(key))));
    expect(digests.sort()).toEqual([sent[0].sha256, sent[1].sha256].sort());
  });
});
