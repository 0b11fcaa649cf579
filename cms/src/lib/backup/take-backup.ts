// Takes one backup (docs/deployment.md, "Backups and restore"): the database at one moment, then
// every attachment its rows point at and the Media Library's files, then the manifest; each part
// encrypted to the public key as it streams. Shared by `npm run backup` and the scheduled backup
// (api/backup/services/backup.ts), so both make the same thing.

import { promises as fs } from 'fs';
import { createReadStream } from 'fs';
import os from 'os';
import path from 'path';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { attachmentsOf } from '../attachments/storage';
import { ATTACHMENT_OWNER_UIDS } from '../uids';
import { encryptStream } from './age-stream';
import { snapshotDatabase } from './database-snapshot';
import type { Location } from './location';
import {
  BACKUP_OBJECTS,
  backupName,
  MANIFEST_FORMAT,
  type FileEntry,
  type Manifest,
  type MediaEntry,
} from './manifest';
import { hashing, tarWriter, type EntryDigest } from './tar';

/** The Media Library's folder (Strapi's local upload provider). */
export const mediaFolder = (strapi: Core.Strapi) => path.join(strapi.dirs.static.public, 'uploads');

/** Whether a row of the live database still holds this key (checked when its file was not found). */
const stillHeld = async (strapi: Core.Strapi, key: string) => {
  for (const uid of ATTACHMENT_OWNER_UIDS) {
    if ((await strapi.db.query(uid).count({ where: { attachmentKey: key } })) > 0) return true;
  }
  return false;
};

/** `plain` hashed, encrypted and stored as `object`; answers the plain bytes' digest. */
const sealed = (location: Location, publicKey: string, object: string) => async (plain: Readable) => {
  const digest = hashing();
  plain.once('error', (error) => digest.stream.destroy(error));
  await location.write(object, await encryptStream(publicKey, plain.pipe(digest.stream)));
  return digest.digest();
};

const mediaFiles = async (folder: string) =>
  (await fs.readdir(folder, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

/** The files half: every key of the snapshot, then the media, as one encrypted tar. */
const copyFiles = async (
  strapi: Core.Strapi,
  keys: Iterable<string>,
  store: (plain: Readable) => Promise<EntryDigest>,
) => {
  const tar = tarWriter();
  const storing = store(tar.stream);
  const attachments: FileEntry[] = [];
  const media: MediaEntry[] = [];
  const erasedSinceSnapshot: string[] = [];
  const missing: string[] = [];
  try {
    const attachmentStore = attachmentsOf(strapi);
    for (const key of keys) {
      const file = await attachmentStore.open(key);
      if (!file) {
        ((await stillHeld(strapi, key)) ? missing : erasedSinceSnapshot).push(key);
        continue;
      }
      attachments.push({ key, ...(await tar.add(`attachments/${key}`, file.size, file.body)) });
    }
    const folder = mediaFolder(strapi);
    for (const name of await mediaFiles(folder)) {
      const file = path.join(folder, name);
      const { size } = await fs.stat(file);
      media.push({ name, ...(await tar.add(`media/${name}`, size, createReadStream(file))) });
    }
    await tar.finish();
  } catch (error) {
    tar.fail(error as Error);
    await storing.catch(() => undefined);
    throw error;
  }
  await storing;
  return { attachments, media, erasedSinceSnapshot, missing };
};

/** Takes a backup into `location`, encrypted to `publicKey` (age1…); answers its manifest. */
export const takeBackup = async (
  strapi: Core.Strapi,
  { location, publicKey }: { location: Location; publicKey: string },
): Promise<Manifest> => {
  const startedAt = new Date();
  const name = backupName(startedAt);
  const store = (object: string) => sealed(location, publicKey, `${name}/${object}`);
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vision-backup-'));
  try {
    const snapshot = await snapshotDatabase(strapi, store(BACKUP_OBJECTS.database), tempDir);
    const keys = [...snapshot.files.keys()].sort();
    const files = await copyFiles(strapi, keys, store(BACKUP_OBJECTS.files));
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      name,
      startedAt: startedAt.toISOString(),
      snapshotAt: snapshot.snapshotAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: { client: snapshot.client, ...snapshot.dump },
      counts: { ...snapshot.counts, attachments: files.attachments.length, media: files.media.length },
      ...files,
    };
    await store(BACKUP_OBJECTS.manifest)(Readable.from([Buffer.from(JSON.stringify(manifest))]));
    return manifest;
  } catch (error) {
    // A backup that failed leaves nothing behind: without its manifest it would only be noise.
    const partial = Object.values(BACKUP_OBJECTS).map((object) => `${name}/${object}`);
    await location.remove(partial).catch(() => undefined);
    throw error;
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
};
