// Where backups and the erasure log are kept: a folder, or an S3 bucket under a prefix
// (s3://bucket/prefix). Objects are named with forward slashes ("<backup>/manifest.age"); each is
// written whole or not at all (a folder's file is written under a temporary name and renamed).

import { createReadStream, createWriteStream, promises as fs } from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

export type S3Service = {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Location = {
  /** The location as the operator wrote it, for messages. */
  readonly where: string;
  write(name: string, body: Readable): Promise<void>;
  /** The object's content; rejects with code ENOENT when there is none. */
  read(name: string): Promise<Readable>;
  /** The names under `prefix` (all when empty), sorted. */
  list(prefix?: string): Promise<string[]>;
  remove(names: readonly string[]): Promise<void>;
};

const missing = (where: string, name: string) =>
  Object.assign(new Error(`${where}: no ${name}`), { code: 'ENOENT' as const });

const folderLocation = (root: string): Location => {
  const fileOf = (name: string) => {
    const file = path.resolve(root, ...name.split('/'));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid name ${name}`);
    return file;
  };
  const walk = async (dir: string, prefix: string): Promise<string[]> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const names: string[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = `${prefix}${entry.name}`;
      if (entry.isDirectory()) names.push(...(await walk(path.join(dir, entry.name), `${name}/`)));
      else if (entry.isFile()) names.push(name);
    }
    return names;
  };
  return {
    where: root,
    async write(name, body) {
      const file = fileOf(name);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}`);
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async read(name) {
      const file = fileOf(name);
      await fs.access(file).catch(() => {
        throw missing(root, name);
      });
      return createReadStream(file);
    },
    async list(prefix = '') {
      return (await walk(root, '')).filter((name) => name.startsWith(prefix)).sort();
    },
    async remove(names) {
      for (const name of names) await fs.rm(fileOf(name), { force: true });
      // Empty folders of removed backups go too.
      for (const dir of new Set(names.map((name) => path.dirname(fileOf(name))))) {
        if (dir !== path.resolve(root)) await fs.rmdir(dir).catch(() => undefined);
      }
    },
  };
};

const bucketLocation = (where: string, service: S3Service): Location => {
  const [, bucket, ...rest] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(where) ?? [];
  if (!bucket) throw new Error(`"${where}" is not s3://bucket/prefix`);
  const prefix = rest.join('').replace(/\/+$/, '');
  const keyOf = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const client = new S3Client({
    region: service.region,
    ...(service.endpoint ? { endpoint: service.endpoint } : {}),
    forcePathStyle: service.forcePathStyle,
    ...(service.accessKeyId
      ? { credentials: { accessKeyId: service.accessKeyId, secretAccessKey: service.secretAccessKey } }
      : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    where,
    async write(name, body) {
      // Parts of 8 MB, two in flight: a database dump of any size in bounded memory.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(name), Body: body, ContentType: 'application/octet-stream' },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject answered no stream');
        return answer.Body;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((error as Error).name === 'NoSuchKey' || status === 404) throw missing(where, name);
        throw error;
      }
    },
    async list(under = '') {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: keyOf(under), ContinuationToken }),
        );
        for (const { Key } of page.Contents ?? []) if (Key) names.push(prefix ? Key.slice(prefix.length + 1) : Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async remove(names) {
      for (let from = 0; from < names.length; from += 1000) {
        const Objects = names.slice(from, from + 1000).map((name) => ({ Key: keyOf(name) }));
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
};

/** A folder (an absolute path) or s3://bucket/prefix. */
export const openLocation = (where: string, service: S3Service): Location =>
  where.startsWith('s3://') ? bucketLocation(where, service) : folderLocation(where);
