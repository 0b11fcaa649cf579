// Private attachments in S3-compatible storage (ATTACHMENTS_S3_*, config/leads.ts): one object per
// key in a bucket that stays private. No ACL is ever sent (objects take the bucket's private
// default), server-side encryption is asked for on every write when configured, and an object
// leaves only through the CMS's authorized download route, streamed from GetObject.
// Every call is bounded (connection and request timeouts, one retry), so a storage that is down
// answers in seconds, never after Node's own timeouts.

import { Readable } from 'stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  isStorageKey,
  newStorageKey,
  QUARANTINE_AREA,
  StorageFault,
  type AttachmentStore,
} from './attachment-store';

export type S3Settings = {
  bucket: string;
  /** Empty for AWS itself; the URL of any other S3-compatible service. */
  endpoint: string;
  region: string;
  /** Empty: the SDK's own chain (instance role, AWS_* variables, shared files). */
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Empty for none, or AES256, aws:kms, aws:kms:dsse. */
  sse: string;
  /** The KMS key for aws:kms; empty: the bucket's default key. */
  sseKmsKeyId: string;
};

const SSE_VALUES = ['AES256', 'aws:kms', 'aws:kms:dsse'];

/** A refused connection answers at once; one that is never accepted gives up after this. */
const CONNECTION_TIMEOUT_MS = 3_000;
/** Longest silence on an open connection before a call is given up. */
const REQUEST_TIMEOUT_MS = 30_000;
/** One retry: a passing glitch is absorbed, a storage that is down still answers quickly. */
const MAX_ATTEMPTS = 2;
/** lib-storage's smallest part (S3's own minimum); an attachment (5 MB at most) is one part. */
const PART_SIZE = 5 * 1024 * 1024;
/** Objects listed per request (S3's own maximum), handed to the sweep as one batch. */
const LIST_PAGE = 1000;

/** Whether the service answered at all: any HTTP status means it is reachable. */
const httpStatusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || httpStatusOf(error) === 404;
};

export const s3AttachmentStore = (settings: S3Settings): AttachmentStore => {
  if (settings.sse && !SSE_VALUES.includes(settings.sse)) {
    throw new Error(`ATTACHMENTS_S3_SSE must be one of ${SSE_VALUES.join(', ')} (or empty), not "${settings.sse}"`);
  }
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer
    // trailing checksums, and the sha256 of every attachment is kept on its row anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const encryption = settings.sse
    ? {
        ServerSideEncryption: settings.sse as ServerSideEncryption,
        ...(settings.sse.startsWith('aws:kms') && settings.sseKmsKeyId ? { SSEKMSKeyId: settings.sseKmsKeyId } : {}),
      }
    : {};
  const fault = (error: unknown) => (error instanceof StorageFault ? error : new StorageFault(error));

  /** Answers when S3 answers; a 404 or even a 403 for the new key proves the service is up. */
  const reachable = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === undefined || status >= 500) throw fault(error);
    }
  };

  /** The object name of a quarantined file: under a prefix that is never a storage key. */
  const quarantinedKey = (key: string) => `${QUARANTINE_AREA}/${checkedKey(key)}`;

  const removeObject = async (name: string) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    } catch (error) {
      if (!isMissing(error)) throw fault(error);
    }
  };
  const remove = async (key: string) => {
    await removeObject(checkedKey(key));
    await removeObject(quarantinedKey(key));
  };

  const isQuarantined = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: quarantinedKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw fault(error);
    }
  };

  return {
    where: `s3://${bucket}`,
    newKey: newStorageKey,

    async put(key, body: Readable) {
      checkedKey(key);
      let bodyError: unknown = null;
      body.once('error', (error) => (bodyError ??= error));
      // The upload buffers a part (the whole attachment) before its first byte reaches S3: asking
      // first turns a storage that is down into a 503 at once, not after the visitor's last byte.
      try {
        await reachable(key);
      } catch (error) {
        body.destroy();
        throw fault(error);
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: 'application/octet-stream', ...encryption },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (!body.destroyed) body.destroy();
        // A multipart upload is aborted by lib-storage itself; a single put left nothing. A put
        // whose answer was lost may have stored the object after all.
        await remove(key).catch(() => undefined);
        throw bodyError ?? fault(error);
      }
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject answered no stream');
        return { body: answer.Body, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw fault(error);
      }
    },

    remove,

    async quarantine(key) {
      // S3 has no move: a copy under the quarantine prefix, then the original goes. A crash in
      // between leaves both, and the next try (the scan job is still there) removes the original.
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: quarantinedKey(key),
            CopySource: `${bucket}/${checkedKey(key)}`,
            ...encryption,
          }),
        );
      } catch (error) {
        if (!isMissing(error)) throw fault(error);
        return isQuarantined(key);
      }
      await removeObject(checkedKey(key));
      return true;
    },

    isQuarantined,

    async *listOlderThan(ageMs) {
      const before = Date.now() - ageMs;
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: LIST_PAGE, ContinuationToken }))
          .catch((error: unknown) => {
            throw fault(error);
          });
        const keys = (page.Contents ?? [])
          .filter(
            ({ Key, LastModified }) => Key && isStorageKey(Key) && LastModified && LastModified.getTime() < before,
          )
          .map(({ Key }) => Key!);
        if (keys.length) yield keys;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async probe() {
      const name = `.probe-${newStorageKey().slice(0, 16)}`;
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: 'ready', ...encryption }));
      } catch (error) {
        throw fault(error);
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })).catch(() => undefined);
      }
    },
  };
};
