// What an upload really is: decided from its own bytes, and it must agree with the name's extension
// (config/src/attachment.ts lists the accepted kinds). Also the visitor's file name as safe display text.

import type { Readable } from 'stream';
import { ATTACHMENT_TYPES, TEXT_MAX_LENGTH, attachmentTypeByExtension, type AttachmentType } from '@vision/config';

// file-type is an ES module and this app is compiled to CommonJS. Node's own require loads ES
// modules (Node >= 20.19); taking `createRequire` from the real builtin keeps it Node's own even
// where a test runner replaces `require`.
type Detected = { ext: string; mime: string } | undefined;
type FileTypeModule = {
  fileTypeFromBuffer: (bytes: Uint8Array) => Promise<Detected>;
  fileTypeFromStream: (stream: Readable) => Promise<Detected>;
};
const nodeModule = (
  process as unknown as { getBuiltinModule: (id: string) => typeof import('module') }
).getBuiltinModule('node:module');
let fileType: FileTypeModule | undefined;
const loadFileType = () => (fileType ??= nodeModule.createRequire(__filename)('file-type') as FileTypeModule);

/** How much of each upload's start the form reader keeps in memory for detectType. */
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
 * `head` is the upload's first bytes, kept while it streamed to storage. They decide alone when
 * they are the whole file or name a type by its signature (a PDF, a Word .doc, a JPEG); otherwise,
 * as for a large PNG (APNG chunks) or docx (its parts follow one another), the stored file is read
 * again from `openStored`, only as far as the decision needs.
 */
export const detectType = async (
  head: Buffer,
  size: number,
  openStored: () => Promise<Readable>,
  clientName: string,
): Promise<AttachmentType | null> => {
  const claimed = attachmentTypeByExtension(clientName);
  if (!claimed) return null;
  const { fileTypeFromBuffer, fileTypeFromStream } = loadFileType();
  let detected = await fileTypeFromBuffer(head);
  if (head.length < size && !(detected && DECIDED_BY_SIGNATURE.has(detected.ext))) {
    const stream = await openStored();
    try {
      detected = await fileTypeFromStream(stream);
    } finally {
      stream.destroy();
    }
  }
  if (!detected || detected.ext !== DETECTED_EXTENSION[claimed.kind]) return null;
  return ATTACHMENT_TYPES.find((type) => type.kind === claimed.kind) ?? null;
};

// Bidirectional controls can disguise an extension ("file\u202Efdp.exe"); other controls and path
// separators have no place in a name shown to an admin.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
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
