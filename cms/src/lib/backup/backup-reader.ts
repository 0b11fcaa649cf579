// Opening a backup for a restore: which backup a --from names (one backup, or a folder or prefix
// of them: the newest complete one), its manifest decrypted with the private key, and each of its
// parts as a decrypted stream.

import { Readable } from 'stream';
import { decryptStream } from './age-stream';
import { openLocation, type Location, type S3Service } from './location';
import { BACKUP_OBJECTS, backupsIn, isManifest, startOfBackup, type Manifest } from './manifest';

export type OpenedBackup = {
  manifest: Manifest;
  /** Where it was read from, for messages. */
  where: string;
  /** A part of the backup, decrypted as it is read. */
  open(object: (typeof BACKUP_OBJECTS)[keyof typeof BACKUP_OBJECTS]): Promise<Readable>;
};

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The backup `from` names: its own folder, or the newest complete backup under it. */
const locate = async (from: string, service: S3Service): Promise<{ location: Location; name: string }> => {
  const trimmed = from.replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (startOfBackup(last)) {
    return { location: openLocation(trimmed.slice(0, trimmed.lastIndexOf('/')) || '/', service), name: last };
  }
  const location = openLocation(trimmed, service);
  const newest = backupsIn(await location.list())
    .filter((backup) => backup.complete)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
  if (!newest) throw new Error(`no complete backup in ${from}`);
  return { location, name: newest.name };
};

export const openBackup = async (from: string, identity: string, service: S3Service): Promise<OpenedBackup> => {
  const { location, name } = await locate(from, service);
  const open = async (object: string) => decryptStream(identity, await location.read(`${name}/${object}`));
  let manifest: unknown;
  try {
    manifest = JSON.parse((await readAll(await open(BACKUP_OBJECTS.manifest))).toString('utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${name} has no manifest: it is incomplete`);
    throw new Error(`the manifest of ${name} could not be read (${(error as Error).message}): wrong key, or altered`);
  }
  if (!isManifest(manifest)) throw new Error(`the manifest of ${name} is not a backup manifest this version reads`);
  return { manifest, where: `${location.where}/${name}`, open };
};
