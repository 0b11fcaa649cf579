// Both private attachment stores under one table of behaviour (a local folder, and S3 through a
// real s3rver on loopback): what is put comes back byte for byte, a failed upload leaves nothing,
// removal is idempotent, only old keys are listed, and a storage that fails says so as a
// StorageFault, quickly. The CMS itself is not needed here; the intake's use is tested in
// src/api/lead/__tests__/lead-attachments-s3.test.ts.

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { startFakeS3, type FakeS3 } from '../../../../tests/s3';
import { localAttachmentStore } from '../local-storage';
import { s3AttachmentStore } from '../s3-storage';
import { StorageFault, type AttachmentStore } from '../storage';

type Backend = {
  store: AttachmentStore;
  /** The keys actually stored, as the backend itself lists them. */
  stored: () => Promise<string[]>;
  /** Makes a stored file look `seconds` old. */
  age: (key: string, seconds: number) => void;
  /** Makes the storage fail; answers the repair. */
  breakIt: () => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const localBackend = async (): Promise<Backend> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-store-'));
  const dir = path.join(root, 'attachments');
  return {
    store: localAttachmentStore(dir),
    stored: async () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []),
    age: (key, seconds) => {
      const then = new Date(Date.now() - seconds * 1000);
      fs.utimesSync(path.join(dir, key), then, then);
    },
    // Root ignores file modes: a regular file in place of the folder stops everyone.
    breakIt: async () => {
      const moved = `${dir}.away`;
      if (fs.existsSync(dir)) fs.renameSync(dir, moved);
      fs.writeFileSync(dir, 'not a folder');
      return async () => {
        fs.rmSync(dir, { force: true });
        if (fs.existsSync(moved)) fs.renameSync(moved, dir);
      };
    },
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
};

const s3Backend = async (): Promise<Backend> => {
  const s3: FakeS3 = await startFakeS3();
  const env = s3.env();
  return {
    store: s3AttachmentStore({
      bucket: s3.bucket,
      endpoint: env.ATTACHMENTS_S3_ENDPOINT,
      region: 'us-east-1',
      accessKeyId: env.ATTACHMENTS_S3_ACCESS_KEY_ID,
      secretAccessKey: env.ATTACHMENTS_S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      sse: 'AES256',
      sseKmsKeyId: '',
    }),
    stored: () => s3.keys(),
    age: (key, seconds) => s3.age(key, seconds),
    breakIt: async () => {
      await s3.stop();
      return () => s3.start();
    },
    close: () => s3.close(),
  };
};

const bytes = (size: number) => randomBytes(size);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `data` as an upload arrives: in 64 KB pieces, each a little later. */
const trickle = (data: Buffer, { failAfter }: { failAfter?: number } = {}) => {
  const stream = new PassThrough();
  let offset = 0;
  const next = () => {
    if (failAfter !== undefined && offset >= failAfter) {
      stream.destroy(new Error('the visitor went away'));
      return;
    }
    if (offset >= data.length) {
      stream.end();
      return;
    }
    stream.write(data.subarray(offset, offset + 65_536));
    offset += 65_536;
    setTimeout(next, 2);
  };
  setImmediate(next);
  return stream;
};

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each([
  ['a local folder', localBackend],
  ['S3 (s3rver)', s3Backend],
])('private attachments in %s', (_name, make) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await make();
  });
  afterAll(() => backend.close());

  it('gives back a stored 4 MB file byte for byte, with its size', async () => {
    const data = bytes(4 * 1024 * 1024);
    const key = backend.store.newKey();
    await backend.store.put(key, trickle(data));
    const file = await backend.store.open(key);
    expect(file?.size).toBe(data.length);
    expect(sha256(await readAll(file!.body))).toBe(sha256(data));
    expect(await backend.stored()).toContain(key);
  });

  it('keeps nothing of an upload that breaks off, and says it was the upload', async () => {
    const before = await backend.stored();
    const key = backend.store.newKey();
    const put = backend.store.put(key, trickle(bytes(1_000_000), { failAfter: 300_000 }));
    await expect(put).rejects.toThrow('the visitor went away');
    await expect(put).rejects.not.toBeInstanceOf(StorageFault);
    expect(await backend.stored()).toEqual(before);
  });

  it('answers null for a key that holds nothing, and removes a file more than once without complaint', async () => {
    const key = backend.store.newKey();
    expect(await backend.store.open(key)).toBeNull();
    await backend.store.put(key, Readable.from([Buffer.from('x')]));
    await backend.store.remove(key);
    await backend.store.remove(key);
    expect(await backend.store.open(key)).toBeNull();
    expect(await backend.stored()).not.toContain(key);
  });

  it('refuses a key that is not its own random hex', async () => {
    await expect(backend.store.open('../secret')).rejects.toThrow('invalid attachment key');
    await expect(backend.store.remove('a/b')).rejects.toThrow('invalid attachment key');
  });

  it('lists only keys older than asked, and never its probe', async () => {
    const old = backend.store.newKey();
    const young = backend.store.newKey();
    await backend.store.put(old, Readable.from([Buffer.from('old')]));
    await backend.store.put(young, Readable.from([Buffer.from('young')]));
    backend.age(old, 600);
    await backend.store.probe();
    const listed: string[] = [];
    for await (const batch of backend.store.listOlderThan(300_000)) listed.push(...batch);
    expect(listed).toContain(old);
    expect(listed).not.toContain(young);
    expect(listed.every((key) => /^[a-f0-9]{32}$/.test(key))).toBe(true);
    await backend.store.remove(old);
    await backend.store.remove(young);
  });

  it('fails as a StorageFault within seconds when the storage is gone, and works again once it is back', async () => {
    const repair = await backend.breakIt();
    try {
      const started = Date.now();
      await expect(backend.store.probe()).rejects.toBeInstanceOf(StorageFault);
      const put = backend.store.put(backend.store.newKey(), trickle(bytes(4 * 1024 * 1024)));
      await expect(put).rejects.toBeInstanceOf(StorageFault);
      await expect(backend.store.open(backend.store.newKey())).rejects.toBeInstanceOf(StorageFault);
      expect(Date.now() - started).toBeLessThan(10_000);
      const fault = await backend.store.probe().catch((error: StorageFault) => error);
      expect((fault as StorageFault).code).toMatch(/^[A-Za-z]+$/);
    } finally {
      await repair();
    }
    await backend.store.probe();
  });
});

describe('S3 writes', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const storeWith = (sse: string, sseKmsKeyId = '') =>
    s3AttachmentStore({
      bucket: s3.bucket,
      endpoint: s3.url,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      sse,
      sseKmsKeyId,
    });

  it('asks for server-side encryption on every write when configured, and never for a public ACL', async () => {
    const store = storeWith('aws:kms', 'alias/vision-leads');
    const key = store.newKey();
    await store.put(key, Readable.from([Buffer.from('secret')]));
    await store.probe();
    const writes = s3.writes.filter((write) => write.method === 'PUT');
    expect(writes.map((write) => write.key)).toContain(key);
    for (const write of writes) {
      expect(write.headers['x-amz-server-side-encryption']).toBe('aws:kms');
      expect(write.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/vision-leads');
      expect(write.headers['x-amz-acl']).toBeUndefined();
    }
    expect((await s3.read(key)).toString()).toBe('secret');
  });

  it('refuses an unknown encryption setting at once', () => {
    expect(() => storeWith('rot13')).toThrow(/ATTACHMENTS_S3_SSE/);
  });
});
