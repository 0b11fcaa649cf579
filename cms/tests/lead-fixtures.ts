// Real bytes of the files a visitor may (or must not) attach, built here so the tests need no
// binary fixtures: a PDF of any size, a 1x1 PNG and JPEG, a Word DOCX (a real Office Open XML zip)
// and DOC (an OLE compound file), and hostile look-alikes (EXE, HTML, SVG, a plain zip).

import { deflateRawSync, deflateSync } from 'node:zlib';
import { pdfBytes } from '../../scripts/lib/pdf-bytes.cjs';

// ---------------------------------------------------------------------------------------------
// The lead's text fields: the scripts' own valid lead (scripts/lib/valid-lead.cjs), shared with the
// benchmarks, the fault drills and the end-to-end run.

export { validContact, validLeadFields, type Contact } from '../../scripts/lib/valid-lead.cjs';

// ---------------------------------------------------------------------------------------------
// Checksums

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE), as zip and PNG use it. */
export const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

// ---------------------------------------------------------------------------------------------
// PDF

// A well-formed one-page PDF of exactly `size` bytes (1 KB when no size is given), random content.
export { pdfBytes };

/** A PDF of a random size between `min` and `max` bytes, with random content. */
export const randomPdfBytes = (min = 10_240, max = 61_440) => pdfBytes(min + Math.floor(Math.random() * (max - min)));

// ---------------------------------------------------------------------------------------------
// Images

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** A real 1x1 RGBA PNG (signature, IHDR, IDAT, IEND). */
export const pngBytes = (): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  const scanline = Buffer.from([0, 0x33, 0x66, 0xcc, 0xff]); // filter byte + one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * A real 1x1 grey baseline JPEG: SOI, JFIF APP0, a quantisation table, SOF0, one DC and one AC
 * Huffman table with a single 1-bit code each, SOS, two bits of entropy data (DC difference 0, EOB), EOI.
 */
export const jpegBytes = (): Buffer => {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]); // prettier-ignore
};

// ---------------------------------------------------------------------------------------------
// Zip archives and Office documents

export type ZipEntry = { name: string; content: Buffer | string };

/** A zip archive written by hand: local headers, deflated data, central directory, end record. */
export const zipBytes = (entries: ZipEntry[], { deflate = true } = {}): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const stored = deflate ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // flags: UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x5b36, 12); // date: 2025-09-22
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5b36, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const DOCX_CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const DOCX_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const docxDocument = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:bidi/></w:pPr><w:r><w:rPr><w:rtl/></w:rPr><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal real Word document: [Content_Types].xml, _rels/.rels and word/document.xml, deflated. */
export const docxBytes = (text = 'החזון שלנו למדינה'): Buffer =>
  zipBytes([
    { name: '[Content_Types].xml', content: DOCX_CONTENT_TYPES },
    { name: '_rels/.rels', content: DOCX_RELS },
    { name: 'word/document.xml', content: docxDocument(text) },
  ]);

/** A zip that is not an Office document: renamed to .docx it must still be refused. */
export const plainZipBytes = (): Buffer =>
  zipBytes([
    { name: 'readme.txt', content: 'not a word document' },
    { name: 'data/notes.txt', content: 'hello' },
  ]);

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * An OLE compound file as old Word writes it: the 512-byte header (signature, version 3, 512-byte
 * sectors, one FAT sector, the directory at sector 1), a FAT sector and a directory sector.
 */
export const docBytes = (): Buffer => {
  const file = Buffer.alloc(512 * 3, 0);
  Buffer.from(CFB_SIGNATURE).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // byte order mark
  file.writeUInt16LE(9, 30); // sector shift: 512-byte sectors
  file.writeUInt16LE(6, 32); // mini sector shift: 64 bytes
  file.writeUInt32LE(1, 44); // number of FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56); // mini stream cutoff
  file.writeUInt32LE(0xfffffffe, 60); // first mini FAT sector: none
  file.writeUInt32LE(0xfffffffe, 68); // first DIFAT sector: none
  file.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let offset = 80; offset < 512; offset += 4) file.writeUInt32LE(0xffffffff, offset);
  const fat = 512;
  file.writeUInt32LE(0xfffffffd, fat); // sector 0: FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1: directory, end of chain
  for (let offset = fat + 8; offset < 1024; offset += 4) file.writeUInt32LE(0xffffffff, offset);
  const root = 1024;
  Buffer.from('Root Entry\0', 'utf16le').copy(file, root);
  file.writeUInt16LE(22, root + 64); // name length in bytes, with the terminator
  file.writeUInt8(5, root + 66); // root storage
  file.writeUInt32LE(0xffffffff, root + 68);
  file.writeUInt32LE(0xffffffff, root + 72);
  file.writeUInt32LE(0xffffffff, root + 76);
  file.writeUInt32LE(0xfffffffe, root + 116); // no mini stream
  return file;
};

// ---------------------------------------------------------------------------------------------
// Hostile look-alikes

/** A Windows executable: 'MZ', a DOS stub and a PE header. */
export const exeBytes = (): Buffer => {
  const file = Buffer.alloc(1024, 0);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  file.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
};

export const htmlBytes = (): Buffer =>
  Buffer.from(
    '<!DOCTYPE html><html><head><title>x</title></head><body><script>alert(document.cookie)</script></body></html>\n',
  );

export const svgBytes = (): Buffer =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script><rect width="1" height="1"/></svg>\n',
  );
