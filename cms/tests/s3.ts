// A real S3-compatible server on loopback (s3rver) for the attachment tests: a bucket of its own in
// a temporary folder, the headers of every write it received (s3rver keeps no encryption headers,
// so they are checked as sent), and a stop and start on the same port to play an outage.

import fs from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

// s3rver is CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  httpServer: Server;
};

export type WriteSeen = { method: string; key: string; headers: IncomingHttpHeaders };

export type FakeS3 = {
  bucket: string;
  url: string;
  /** The CMS's ATTACHMENTS_S3_* for this server. */
  env: (extra?: Record<string, string>) => Record<string, string>;
  client: S3Client;
  /** Every PUT/POST that reached the bucket, in order. */
  writes: WriteSeen[];
  keys(): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<Buffer>;
  /** Sets an object's LastModified in the past (s3rver reads it from its file's mtime). */
  age(key: string, seconds: number): void;
  /** Closes the port: calls are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

const ACCESS_KEY = 'S3RVER';

export const startFakeS3 = async (bucket = 'vision-attachments'): Promise<FakeS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-s3-'));
  const writes: WriteSeen[] = [];
  let server: { httpServer: Server } | null = null;
  let port = 0;
  const start = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const address = await s3.run();
    port = address.port;
    s3.httpServer.on('request', (request) => {
      if (request.method === 'PUT' || request.method === 'POST') {
        const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.split('/').slice(2).join('/'));
        writes.push({ method: request.method, key, headers: request.headers });
      }
    });
    server = s3;
  };
  const stop = async () => {
    if (!server) return;
    const { httpServer } = server;
    server = null;
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  };
  await start();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: url,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  const keys = async () => {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (answer.Contents ?? []).map((object) => object.Key!).sort();
  };
  return {
    bucket,
    url,
    client,
    writes,
    env: (extra = {}) => ({
      ATTACHMENTS_S3_BUCKET: bucket,
      ATTACHMENTS_S3_ENDPOINT: url,
      ATTACHMENTS_S3_REGION: 'us-east-1',
      ATTACHMENTS_S3_ACCESS_KEY_ID: ACCESS_KEY,
      ATTACHMENTS_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ATTACHMENTS_S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    }),
    keys,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    age(key, seconds) {
      const then = new Date(Date.now() - seconds * 1000);
      const file = path.join(directory, bucket, `${key}._S3rver_object`);
      if (!fs.existsSync(file)) throw new Error(`no stored object for ${key}`);
      fs.utimesSync(file, then, then);
    },
    stop,
    start,
    async close() {
      // The harness leaves a CMS's variables in process.env: the next suite must not find S3 on.
      for (const name of Object.keys(process.env)) if (name.startsWith('ATTACHMENTS_S3_')) delete process.env[name];
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
