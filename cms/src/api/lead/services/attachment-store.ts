// Private storage of lead attachments: outside every public folder (PRIVATE_UPLOADS_DIR), under
// random names, never in the Media Library. An upload is written straight to its final random name
// (its storage key) and removed again unless the row that points at it is written; until then no
// row names it, and the orphan sweep leaves young unreferenced files alone.

import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { ATTACHMENT_TYPES, TEXT_MAX_LENGTH, attachmentTypeByExtension, type AttachmentType } from '@vision/config';

/** Where earlier versions received uploads before moving them; still swept for leftovers. */
const INCOMING = '.incoming';
const KEY_PATTERN = /^[a-f0-9]{32}$/;

export const privateDir = () => path.resolve(process.cwd(), process.env.PRIVATE_UPLOADS_DIR ?? 'private/attachments');
const incomingDir = () => path.join(privateDir(), INCOMING);

/** Creates the folder once per process and folder (the sweep at start creates it too). */
let dirReady: string | undefined;
export const preparePrivateDir = async () => {
  if (dirReady === privateDir()) return;
  await fs.mkdir(privateDir(), { recursive: true, mode: 0o700 });
  dirReady = privateDir();
};

/** A new storage key: 128 random bits, so names can neither collide nor be guessed. */
export const newKey = () => randomBytes(16).toString('hex');

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
type Detected = { ext: string; mime: string } | undefined;
type FileTypeModule = {
  fileTypeFromBuffer: (bytes: Uint8Array) => Promise<Detected>;
  fileTypeFromFile: (file: string) => Promise<Detected>;
};
const nodeModule = (
  process as unknown as { getBuiltinModule: (id: string) => typeof import('module') }
).getBuiltinModule('node:module');
let fileType: FileTypeModule | undefined;
const loadFileType = () => (fileType ??= nodeModule.createRequire(__filename)('file-type') as FileTypeModule);

/** How much of each upload's start the reader keeps in memory for detectType. */
export const HEAD_BYTES = 64 * 1024;

/** file-type's answer for each accepted kind; a .doc is an OLE compound file ("cfb"). */
const DETECTED_EXTENSION: Record<AttachmentType['kind'], string> = {
  pdf: 'pdf',
  doc: 'cfb',
  docx: 'docx',
  png: 'png',
  jpeg: 'jpg',
};

/** Kinds file-type names from their signature alone, never reading further into the file. */
const DECIDED_BY_SIGNATURE = new Set(['pdf', 'cfb', 'jpg']);

/**
 * Decides the type from the file's own bytes and requires it to agree with the name's extension.
 * `head` is the upload's first bytes, kept while it streamed to `file`. They decide alone when they
 * are the whole file or name a type by its signature (a PDF, a Word .doc, a JPEG); otherwise, as
 * for a large PNG (APNG chunks) or docx (the zip directory sits at the end), the file is read.
 */
export const detectType = async (
  head: Buffer,
  size: number,
  file: string,
  clientName: string,
): Promise<AttachmentType | null> => {
  const claimed = attachmentTypeByExtension(clientName);
  if (!claimed) return null;
  const { fileTypeFromBuffer, fileTypeFromFile } = loadFileType();
  let detected = await fileTypeFromBuffer(head);
  if (head.length < size && !(detected && DECIDED_BY_SIGNATURE.has(detected.ext))) {
    detected = await fileTypeFromFile(file);
  }
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
 * Removes what a crash can leave behind: files that no lead or quarantined attempt points at (the
 * upload was cut off, or its row was never written), and leftovers of the old `.incoming/` folder.
 * Only old files: another CMS instance may be receiving a file right now.
 */
export const sweepOrphans = async (strapi: Core.Strapi, referencedAmong: (names: string[]) => Promise<Set<string>>) => {
  const dir = privateDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of await fs.readdir(incomingDir()).catch(() => [] as string[])) {
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
