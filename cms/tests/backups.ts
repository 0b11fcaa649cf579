// For the backup suites: a key pair, the restore command run as an operator runs it (its own
// process, on a target of its own), and a backup altered the way storage or a person might alter
// one (a file dropped, a byte flipped), re-encrypted so that only the manifest check can tell.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ageIdentityIn, decryptStream, encryptStream, newKeyPair } from '../src/lib/backup/age-stream';
import { readTar, tarWriter } from '../src/lib/backup/tar';
import { CMS_DIR } from './harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { testCmsEnv } = require('./template-database') as {
  testCmsEnv: (databaseEnv: Record<string, string>, secrets?: Record<string, string>) => Record<string, string>;
};

export type KeyPair = { publicKey: string; keyFile: string; identity: string };

/** A new key pair, its private key in `dir`/backup-key.txt as the operator keeps it. */
export const keyPairIn = async (dir: string): Promise<KeyPair> => {
  const { publicKey, keyFile } = await newKeyPair();
  const file = path.join(dir, 'backup-key.txt');
  fs.writeFileSync(file, keyFile, { mode: 0o600 });
  return { publicKey, keyFile: file, identity: ageIdentityIn(keyFile) };
};

export type CommandRun = { code: number | null; stdout: string; stderr: string };

/** `npm run restore -- args` in a process of its own, configured for `databaseEnv` plus `env`. */
export const runRestore = (args: string[], databaseEnv: Record<string, string>, env: Record<string, string>) =>
  new Promise<CommandRun>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'dist', 'src', 'cli', 'restore.js'), ...args], {
      cwd: CMS_DIR,
      env: { ...process.env, ...testCmsEnv(databaseEnv), LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A copy of backup `name` (from folder `from` into folder `to`) whose files part lacks the
 * attachment `drop` and holds `alter` with its first byte changed; answers the copy's folder.
 */
export const alteredCopy = async (
  from: string,
  to: string,
  name: string,
  keys: KeyPair,
  { drop, alter }: { drop: string; alter: string },
) => {
  const source = path.join(from, name);
  const target = path.join(to, name);
  fs.mkdirSync(target, { recursive: true });
  for (const object of ['database.age', 'manifest.age'])
    fs.copyFileSync(path.join(source, object), path.join(target, object));
  const tar = tarWriter();
  const sealed = encryptStream(keys.publicKey, tar.stream).then((stream) => readAll(stream));
  await readTar(
    await decryptStream(keys.identity, fs.createReadStream(path.join(source, 'files.age'))),
    async (entry, size, body) => {
      const bytes = await readAll(body);
      if (entry === `attachments/${drop}`) return;
      if (entry === `attachments/${alter}`) bytes[0] ^= 0xff;
      await tar.add(entry, size, Readable.from([bytes]));
    },
  );
  await tar.finish();
  fs.writeFileSync(path.join(target, 'files.age'), await sealed);
  return to;
};

/**
 * The harness leaves a CMS's variables in process.env, and suites share the process: the next
 * suite must not find this one's backup destination or erasure log (gone with its folders).
 */
export const forgetBackupEnv = () => {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('BACKUP_') || (name.startsWith('ERASURE_LOG_') && name !== 'ERASURE_LOG_SALT')) {
      delete process.env[name];
    }
  }
};
