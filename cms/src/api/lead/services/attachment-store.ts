// Private storage of lead attachments: outside every public folder (PRIVATE_UPLOADS_DIR), under
// random names, never in the Media Library. Uploads land in `.incoming/` first and move to their
// final name only when the lead row that points at them is being written.

import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { ATTACHMENT_TYPES, TEXT_MAX_LENGTH, attachmentTypeByExtension, type AttachmentType } from '@vision/config';

const INCOMING = '.incoming';
const KEY_PATTERN = /^[a-f0-9]{32}$/;

export const privateDir = () => path.resolve(process.cwd(), process.env.PRIVATE_UPLOADS_DIR ?? 'private/attachments');
const incomingDir = () => path.join(privateDir(), INCOMING);

/** Creates the temp folder once per process and folder (the sweep at start creates it too). */
let incomingReady: string | undefined;
export const prepareIncoming = async () => {
  if (incomingReady === incomingDir()) return;
  await fs.mkdir(incomingDir(), { recursive: true, mode: 0o700 });
  incomingReady = incomingDir();
};

export const newIncomingPath = () => path.join(incomingDir(), randomBytes(16).toString('hex'));

/** Moves an upload to its final, random name and answers that name (the storage key). */
export const keep = async (incomingPath: string): Promise<string> => {
  const key = randomBytes(16).toString('hex');
  await fs.rename(incomingPath, pathOf(key));
  return key;
};

/** The file of a storage key; a key is only ever our own random hex, never a path. */
export const pathOf = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid attachment key');
  return path.join(privateDir(), key);
};

export const removeQuietly = async (file: string | undefined) => {
  if (file) await fs.rm(file, { force: true }).catch(() => undefined);
};

// file-type is an ES module and this app is compiled to CommonJS. Node's own require loads ES
// modules (Node >= 20.19); taking `createRequire` from the real builtin keeps it Node's own even
// where a test runner replaces `require`.
type FileTypeModule = { fileTypeFromFile: (file: string) => Promise<{ ext: string; mime: string } | undefined> };
const nodeModule = (
  process as unknown as { getBuiltinModule: (id: string) => typeof import('module') }
).getBuiltinModule('node:module');
let fileType: FileTypeModule | undefined;
const loadFileType = () => (fileType ??= nodeModule.createRequire(__filename)('file-type') as FileTypeModule);

/** file-type's answer for each accepted kind; a .doc is an OLE compound file ("cfb"). */
const DETECTED_EXTENSION: Record<AttachmentType['kind'], string> = {
  pdf: 'pdf',
  doc: 'cfb',
  docx: 'docx',
  png: 'png',
  jpeg: 'jpg',
};

/**
 * Decides the type from the file's own bytes and requires it to agree with the name's extension.
 * A docx is recognised from its zip directory entries, without inflating the archive.
 */
export const detectType = async (file: string, clientName: string): Promise<AttachmentType | null> => {
  const claimed = attachmentTypeByExtension(clientName);
  if (!claimed) return null;
  const { fileTypeFromFile } = loadFileType();
  const detected = await fileTypeFromFile(file);
  if (!detected || detected.ext !== DETECTED_EXTENSION[claimed.kind]) return null;
  return ATTACHMENT_TYPES.find((type) => type.kind === claimed.kind) ?? null;
};

// Bidirectional controls can disguise an extension ("file\u202Efdp.exe"); other controls and path
// separators have no place in a name shown to an admin.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g;

/** The visitor's file name as display text only: no path, no control characters, capped. */
export const displayName = (clientName: string, type: AttachmentType): string => {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .replace(/\.{2,}/g, '.')
    .trim();
  const extension = `.${type.extensions[0]}`;
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, TEXT_MAX_LENGTH.fileName - extension.length) || 'file';
  return `${stem}${extension}`;
};

/** Old enough that no running instance can still be writing it or its row. */
const ORPHAN_AGE_MS = 15 * 60 * 1000;

const isOld = async (file: string) => {
  const stat = await fs.stat(file).catch(() => null);
  return !!stat && Date.now() - stat.mtimeMs > ORPHAN_AGE_MS;
};

/**
 * Removes what a crash can leave behind: half-received uploads, and kept files that no lead or
 * quarantined attempt points at (the row was never written). Only old files: another CMS
 * instance may be receiving a file right now.
 */
export const sweepOrphans = async (strapi: Core.Strapi, referencedAmong: (names: string[]) => Promise<Set<string>>) => {
  const dir = privateDir();
  await fs.mkdir(incomingDir(), { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of await fs.readdir(incomingDir())) {
    const file = path.join(incomingDir(), name);
    if (await isOld(file)) {
      await removeQuietly(file);
      removed += 1;
    }
  }
  // In batches, so a million attachments never sit in memory at once.
  const names = (await fs.readdir(dir)).filter((name) => KEY_PATTERN.test(name));
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500);
    const referenced = await referencedAmong(batch);
    for (const name of batch) {
      const file = path.join(dir, name);
      if (!referenced.has(name) && (await isOld(file))) {
        await removeQuietly(file);
        removed += 1;
      }
    }
  }
  if (removed) strapi.log.warn(`[attachments] removed ${removed} orphaned file(s) from ${dir}`);
};
