// What a backup holds, written last (a backup without its manifest is incomplete) and read first
// by a restore: when it was taken, the counts, and every file's key and sha256. A backup is a
// folder (or prefix) of three age-encrypted objects:
//   vision-backup-<UTC time>-<random>/database.age   pg_dump's custom format, or SQLite's file
//   vision-backup-<UTC time>-<random>/files.age      a tar of attachments/<key> and media/<name>
//   vision-backup-<UTC time>-<random>/manifest.age   this, as JSON

import { randomBytes } from 'crypto';
import type { SnapshotCounts } from './database-snapshot';

export const MANIFEST_FORMAT = 'vision-backup/1';

export const BACKUP_OBJECTS = { database: 'database.age', files: 'files.age', manifest: 'manifest.age' } as const;

export type FileEntry = { key: string; size: number; sha256: string };
export type MediaEntry = { name: string; size: number; sha256: string };

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  name: string;
  startedAt: string;
  /** The moment the database was copied; erasures logged after it are replayed on restore. */
  snapshotAt: string;
  finishedAt: string;
  database: { client: 'postgres' | 'sqlite'; size: number; sha256: string };
  counts: SnapshotCounts & { attachments: number; media: number };
  attachments: FileEntry[];
  /** The Media Library's files (public images and documents), so its rows do not point at nothing. */
  media: MediaEntry[];
  /** Keys whose rows were erased between the snapshot and their copy: the erasure log replays them. */
  erasedSinceSnapshot: string[];
  /** Keys a row still holds whose file storage did not have: a fault to look into. */
  missing: string[];
};

const NAME = /^vision-backup-(\d{8}T\d{6}Z)-[0-9a-f]{4}$/;

/** A new backup's name, sorted by its start. */
export const backupName = (startedAt: Date) =>
  `vision-backup-${startedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(2).toString('hex')}`;

/** When the backup of this name started, or null for a name that is not a backup's. */
export const startOfBackup = (name: string): Date | null => {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, stamp] = match;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return new Date(iso);
};

/** The backups in a location's listing: each name with its objects. */
export const backupsIn = (names: readonly string[]) => {
  const found = new Map<string, Set<string>>();
  for (const name of names) {
    const [folder, object, ...rest] = name.split('/');
    if (rest.length || !object || !startOfBackup(folder)) continue;
    if (!found.has(folder)) found.set(folder, new Set());
    found.get(folder)!.add(object);
  }
  return [...found].map(([name, objects]) => ({
    name,
    startedAt: startOfBackup(name)!,
    complete: objects.has(BACKUP_OBJECTS.manifest),
    objects: [...objects].map((object) => `${name}/${object}`),
  }));
};

export const isManifest = (value: unknown): value is Manifest =>
  typeof value === 'object' &&
  value !== null &&
  (value as Manifest).format === MANIFEST_FORMAT &&
  Array.isArray((value as Manifest).attachments) &&
  typeof (value as Manifest).snapshotAt === 'string';
